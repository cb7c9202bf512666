/**
 * Overlays and disclosure widgets: the heaviest components (state machines), used on fewer screens.
 * Importing this group loads all of them; a screen that needs one imports its own entry
 * (`ui/dialog`, `ui/menu`…).
 */
export * from './menu';
export * from './portal';
export * from './drawer';
export * from './avatar';
export * from './dialog';
export * from './progress';
