/** The Tooltip component alone: import it where it is used, without the rest of its family. */
export { Tooltip } from '@chakra-ui/react';
