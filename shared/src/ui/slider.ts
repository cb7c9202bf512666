/** The Slider component alone, with its own recipe: import it where it is used. */
import { Slider as ChakraSlider } from '@chakra-ui/react';
import { sliderSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Slider = { ...ChakraSlider, Root: withOwnRecipe(ChakraSlider.Root, sliderSlotRecipe) };
