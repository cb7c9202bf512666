/** Overlays and disclosure widgets: the heaviest components (state machines), used on fewer screens. */
export {
  Accordion,
  Avatar,
  Dialog,
  Drawer,
  Menu,
  Pagination,
  Portal,
  Progress,
  Steps,
  Tabs,
  Tooltip,
} from '@chakra-ui/react';
