/** Text fields and their labels: light (no state machine), in the footer's sign-up form on every page. */
export { Field, Input } from '@chakra-ui/react';
export type { InputProps } from '@chakra-ui/react';
export { revealFirstError } from './reveal-error';
