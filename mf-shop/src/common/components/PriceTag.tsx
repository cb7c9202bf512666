import { Box, HStack, Money, OfflineMark, Text, VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { shopLabels } from '../../labels';

interface PriceTagProps {
  product: Pick<Product, 'price' | 'originalPrice' | 'discount'>;
  size?: 'md' | 'lg';
}

/** Whether the original price is shown struck beside the price. */
export function hasStruckPrice(product: PriceTagProps['product']): boolean {
  return product.price !== null && product.discount > 0 && product.originalPrice !== null;
}

/** Price or 'Prix sur demande', with the struck original price when discounted; offline, its date. */
export function PriceTag({ product, size = 'md' }: PriceTagProps) {
  const hasDiscount = hasStruckPrice(product);
  return (
    <Box>
      <HStack gap="2" align="baseline" wrap="wrap">
        <Text
          fontWeight="bold"
          fontSize={size === 'lg' ? '2xl' : 'lg'}
          color={product.price === null ? 'fg.muted' : 'charge.700'}
          data-testid="price"
        >
          <Money amount={product.price} />
        </Text>
        {hasDiscount && (
          <Text as="del" color="fg.muted" fontSize="sm">
            <VisuallyHidden>{shopLabels.card.originalPrice} </VisuallyHidden>
            <Money amount={product.originalPrice} />
          </Text>
        )}
      </HStack>
      {product.price !== null && <OfflineMark kind="price" />}
    </Box>
  );
}
