/** Side panels (a dialog state machine, focus trap and scroll lock): load it where a drawer is opened. */
export { Drawer } from '@chakra-ui/react';
