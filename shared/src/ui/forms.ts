/** Form controls: the text fields, the checkbox, and the heavier choice controls only some screens use. */
export * from './fields';
export * from './checkbox';
export { RadioGroup, Slider, Switch } from '@chakra-ui/react';
