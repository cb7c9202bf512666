/** The RadioGroup component alone, with its own recipes (its indicator's too): import it where it is used. */
import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const RadioGroup = {
  ...ChakraRadioGroup,
  Root: withOwnRecipe(ChakraRadioGroup.Root, radioGroupSlotRecipe),
  ItemIndicator: withOwnRecipe(ChakraRadioGroup.ItemIndicator, radiomarkRecipe),
};
