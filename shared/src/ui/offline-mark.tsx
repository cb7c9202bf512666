import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { formatDateTime } from '../format/format';
import { formatMessage, coreMessages as messages } from '../messages/core';
import { useOutOfDate } from '../stores/offline-served';

interface OfflineMarkProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  kind: 'price' | 'stock';
  /**
   * False for figures that are not of the page's saving time (the cart's, kept in the browser since
   * the products were added): the mark then says only that they are not checked.
   */
  dated?: boolean;
}

const text = messages.offline.marks;

/**
 * Under a price or a stock figure: nothing while the page is live; on a page shown from the device
 * (or with the connection gone), that the figure may be out of date, and as of when.
 */
export function OfflineMark({ kind, dated = true, ...rest }: OfflineMarkProps) {
  const outOfDate = useOutOfDate();
  if (!outOfDate) return null;
  const date = dated && outOfDate.savedAt !== null ? formatDateTime(outOfDate.savedAt) : null;
  const label =
    kind === 'price'
      ? date
        ? formatMessage(text.price, { date })
        : text.priceUnchecked
      : date
        ? formatMessage(text.stock, { date })
        : text.stockUnchecked;
  return (
    <chakra.span
      display="block"
      fontSize="xs"
      fontWeight="normal"
      lineHeight="short"
      color="orange.700"
      data-offline-mark={kind}
      {...rest}
    >
      {label}
    </chakra.span>
  );
}
