/**
 * Content components only sections use (grids, images, skeletons, tables, cards, breadcrumbs): kept
 * out of the layout entry, which every page loads. Tables, cards and breadcrumbs carry their own
 * recipes, kept out of the system too.
 */
import { Breadcrumb as ChakraBreadcrumb, Card as ChakraCard, Table as ChakraTable } from '@chakra-ui/react';
import { breadcrumbSlotRecipe, cardSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export { Center, Grid, Image, Separator, Skeleton, SkeletonText, Wrap } from '@chakra-ui/react';
export type { ImageProps } from '@chakra-ui/react';

export const Breadcrumb = {
  ...ChakraBreadcrumb,
  Root: withOwnRecipe(ChakraBreadcrumb.Root, breadcrumbSlotRecipe),
};
export const Card = { ...ChakraCard, Root: withOwnRecipe(ChakraCard.Root, cardSlotRecipe) };
export const Table = { ...ChakraTable, Root: withOwnRecipe(ChakraTable.Root, tableSlotRecipe) };

/**
 * A comparison table on a phone: the labels' column stays pinned at the left while the compared
 * columns scroll beside it inside the table's own box (the page never scrolls sideways), and values
 * wrap. Label cells need an opaque background, so the values scrolling under them do not show.
 */
export const comparisonLabelCell = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  w: { base: '7.5rem', md: '12rem' },
  minW: { base: '7.5rem', md: '12rem' },
  whiteSpace: 'normal',
} as const;
export const comparisonValueCell = {
  minW: { base: '8.5rem', md: '40' },
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;
