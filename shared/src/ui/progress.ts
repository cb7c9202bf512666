/** The Progress component alone: import it where it is used, without the rest of its family. */
export { Progress } from '@chakra-ui/react';
