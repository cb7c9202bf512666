/**
 * Overlays and disclosure widgets: the heaviest components (state machines), used on fewer screens.
 * Importing this group loads all of them; a screen that needs one imports its own entry
 * (`ui/tabs`, `ui/dialog`, `ui/pagination`…).
 */
export * from './menu';
export * from './drawer';
export * from './accordion';
export * from './avatar';
export * from './dialog';
export * from './pagination';
export * from './progress';
export * from './steps';
export * from './tabs';
export * from './tooltip';
