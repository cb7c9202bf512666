/** The Progress component alone, with its own recipe: import it where it is used. */
import { Progress as ChakraProgress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Progress = { ...ChakraProgress, Root: withOwnRecipe(ChakraProgress.Root, progressSlotRecipe) };
