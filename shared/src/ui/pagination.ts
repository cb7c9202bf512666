/** The Pagination component alone: import it where it is used, without the rest of its family. */
export { Pagination } from '@chakra-ui/react';
