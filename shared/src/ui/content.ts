/**
 * Content components only sections use (grids, images, skeletons, tables, cards, breadcrumbs): kept
 * out of the layout entry, which every page loads. Tables, cards and breadcrumbs carry their own
 * recipes, kept out of the system too.
 */
import { Breadcrumb as ChakraBreadcrumb, Card as ChakraCard, Table as ChakraTable } from '@chakra-ui/react';
import { breadcrumbSlotRecipe, cardSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export {
  Center,
  Grid,
  Image,
  Separator,
  Skeleton,
  SkeletonText,
  Wrap,
  useDisclosure,
} from '@chakra-ui/react';
export type { ImageProps } from '@chakra-ui/react';

export const Breadcrumb = {
  ...ChakraBreadcrumb,
  Root: withOwnRecipe(ChakraBreadcrumb.Root, breadcrumbSlotRecipe),
};
export const Card = { ...ChakraCard, Root: withOwnRecipe(ChakraCard.Root, cardSlotRecipe) };
export const Table = { ...ChakraTable, Root: withOwnRecipe(ChakraTable.Root, tableSlotRecipe) };
