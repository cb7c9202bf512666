/** Text fields for the sections' forms: their labelled frames are in ./form-field.tsx (on ./native-field.tsx). */
export { Input } from '@chakra-ui/react';
export type { InputProps } from '@chakra-ui/react';
export { revealFirstError } from './reveal-error';
