/** The Avatar component alone: import it where it is used, without the rest of its family. */
export { Avatar } from '@chakra-ui/react';
