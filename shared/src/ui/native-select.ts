/** The NativeSelect component alone, with its own recipe: import it where it is used. */
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const NativeSelect = {
  ...ChakraNativeSelect,
  Root: withOwnRecipe(ChakraNativeSelect.Root, nativeSelectSlotRecipe),
};
