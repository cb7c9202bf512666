/** The Slider component alone: import it where it is used, without the rest of its family. */
export { Slider } from '@chakra-ui/react';
