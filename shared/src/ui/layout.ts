/** Light components (layout, type, buttons, feedback): what the frame and almost every screen need. */
export {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Flex,
  HStack,
  Heading,
  IconButton,
  Link,
  SimpleGrid,
  Spacer,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
export { Money } from './money';
export { LongDate } from './long-date';
export { OfflineMark } from './offline-mark';
export type { BoxProps, ButtonProps, LinkProps, SystemStyleObject } from '@chakra-ui/react';
