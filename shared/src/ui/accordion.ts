/** The Accordion component alone: import it where it is used, without the rest of its family. */
export { Accordion } from '@chakra-ui/react';
