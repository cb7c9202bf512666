import { Box, Text } from '@chargemaroc/shared/ui/layout';
import { shopLabels } from '../../../labels';

const labels = shopLabels.cart;

/** The column titles of the cart lines, from md (on phones each line names its own figures). */
export function CartLinesHeader() {
  return (
    <Box
      hideBelow="md"
      px="4"
      pb="2"
      display="grid"
      gridTemplateColumns="minmax(0, 1fr) 8rem 7rem 7rem 2.5rem"
      gap="4"
      fontSize="sm"
      color="fg.muted"
      aria-hidden="true"
    >
      <span>{labels.product}</span>
      <span>{labels.unitPrice}</span>
      <span>{labels.quantity}</span>
      <Text as="span" textAlign="end">
        {labels.lineTotal}
      </Text>
      <span />
    </Box>
  );
}
