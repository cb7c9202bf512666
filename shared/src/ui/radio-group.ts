/** The RadioGroup component alone: import it where it is used, without the rest of its family. */
export { RadioGroup } from '@chakra-ui/react';
