/**
 * Side panels (a dialog state machine, focus trap and scroll lock), with their own recipe: load it
 * where a drawer is opened.
 */
import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Drawer = { ...ChakraDrawer, Root: withOwnRecipe(ChakraDrawer.Root, drawerSlotRecipe) };
