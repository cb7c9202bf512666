/**
 * Form controls: the text fields, the checkbox, and the controls only the sections' forms use
 * (selects, radio buttons, sliders); the native ones are in `ui/native-controls`. A screen that needs one control
 * imports its own entry (`ui/slider`, `ui/radio-group`…) rather than the whole group.
 */
export * from './fields';
export * from './textarea';
export * from './checkbox';
export * from './native-select';
export * from './radio-group';
export * from './slider';
