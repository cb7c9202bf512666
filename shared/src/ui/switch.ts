/** The Switch component alone: import it where it is used, without the rest of its family. */
export { Switch } from '@chakra-ui/react';
