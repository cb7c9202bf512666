/** The NativeSelect component alone: import it where it is used, without the rest of its family. */
export { NativeSelect } from '@chakra-ui/react';
