/** The Steps component alone: import it where it is used, without the rest of its family. */
export { Steps } from '@chakra-ui/react';
