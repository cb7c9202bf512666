/** The Fieldset component alone: import it where it is used, without the rest of its family. */
export { Fieldset } from '@chakra-ui/react';
