/** The Dialog component alone, with its own recipe: import it where it is used. */
import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Dialog = { ...ChakraDialog, Root: withOwnRecipe(ChakraDialog.Root, dialogSlotRecipe) };
