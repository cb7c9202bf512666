/** The InputGroup component alone: import it where it is used, without the rest of its family. */
export { InputGroup } from '@chakra-ui/react';
