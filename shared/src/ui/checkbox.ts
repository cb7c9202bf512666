/** The checkbox (a small state machine): the sign-up form's terms box, the shop's filters. */
export { Checkbox } from '@chakra-ui/react';
