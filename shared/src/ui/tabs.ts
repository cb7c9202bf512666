/** The Tabs component alone: import it where it is used, without the rest of its family. */
export { Tabs } from '@chakra-ui/react';
