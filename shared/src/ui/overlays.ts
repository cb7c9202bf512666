/** Overlays and disclosure widgets: the heaviest components (state machines), used on fewer screens. */
export * from './menu';
export * from './drawer';
export { Accordion, Avatar, Dialog, Pagination, Progress, Steps, Tabs, Tooltip } from '@chakra-ui/react';
