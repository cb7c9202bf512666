/** The Textarea component alone, with its own recipe: only sections' forms have one. */
import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Textarea = withOwnRecipe(ChakraTextarea, textareaRecipe);
