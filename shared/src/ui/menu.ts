/**
 * Dropdown menus (a state machine and the positioning library), with their own recipe: load it where
 * a menu is opened.
 */
import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Menu = { ...ChakraMenu, Root: withOwnRecipe(ChakraMenu.Root, menuSlotRecipe) };
