/** The Dialog component alone: import it where it is used, without the rest of its family. */
export { Dialog } from '@chakra-ui/react';
