/**
 * Form controls: the text fields, the checkbox, and the controls only the sections' forms use
 * (groups of fields, selects, radio buttons, sliders, switches). A screen that needs one control
 * imports its own entry (`ui/slider`, `ui/radio-group`…) rather than the whole group.
 */
export * from './fields';
export * from './checkbox';
export * from './fieldset';
export * from './input-group';
export * from './native-select';
export * from './radio-group';
export * from './slider';
export * from './switch';
