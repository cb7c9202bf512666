/**
 * Form controls: the text fields, the checkbox, and the controls only the sections' forms use
 * (groups of fields, selects, radio buttons, sliders, switches).
 */
export * from './fields';
export * from './checkbox';
export { Fieldset, InputGroup, NativeSelect, RadioGroup, Slider, Switch } from '@chakra-ui/react';
