/**
 * Chakra's Portal alone: only overlays (menus, drawers, dialogs) use it, and they load on first use.
 * In the layout entry it brought Ark's environment and DOM helpers into every first load.
 */
export { Portal } from '@chakra-ui/react';
