/** Dropdown menus (a state machine and the positioning library): load it where a menu is opened. */
export { Menu } from '@chakra-ui/react';
