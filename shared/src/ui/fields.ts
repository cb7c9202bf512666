/** Text fields and their labels: light (no state machine), in the footer's sign-up form on every page. */
import { Input as ChakraInput } from '@chakra-ui/react';
import { withErrorDescribed } from './error-described';

export { Field } from '@chakra-ui/react';
export type { InputProps } from '@chakra-ui/react';
export const Input = withErrorDescribed(ChakraInput) as typeof ChakraInput;
export { revealFirstError } from './reveal-error';
