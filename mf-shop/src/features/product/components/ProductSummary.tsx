import { Badge, Box, HStack, Heading, OfflineMark, Stack, Text } from '@chargemaroc/shared/ui/layout';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { isOutOfStock } from '@chargemaroc/shared/domain/cart-rules';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { PriceTag } from '../../../common/components/PriceTag';
import { categoryLabel, offerBadges } from '../../../common/components/product-badges';
import { RatingStars } from './RatingStars';

export const SHOWN_FEATURES = 6;
/** 'Populaire': well rated by enough buyers. */
const POPULAR_MIN_RATING = 4.5;
const POPULAR_MIN_REVIEWS = 10;

export function isPopular(product: Pick<Product, 'rating' | 'reviews'>): boolean {
  return product.rating >= POPULAR_MIN_RATING && product.reviews >= POPULAR_MIN_REVIEWS;
}

const badges = messages.products.badges;

/** Name, category, badges, rating, price and the first features. */
export function ProductSummary({ product }: { product: Product }) {
  const soldOut = isOutOfStock(product.stock);
  const discount = offerBadges(product).filter((badge) => badge.palette === 'red');
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text color="fg.muted" fontWeight="medium">
          {product.brand}
        </Text>
        <Badge colorPalette="charge" variant="subtle">
          {categoryLabel(product.category)}
        </Badge>
      </HStack>
      <Heading as="h1" size="3xl" lineHeight="short">
        {product.name}
      </Heading>
      <HStack gap="2" wrap="wrap" data-testid="product-badges">
        {product.isNew && <Badge colorPalette="blue">{badges.new}</Badge>}
        {isPopular(product) && <Badge colorPalette="accent">{badges.popular}</Badge>}
        <Badge colorPalette={soldOut ? 'gray' : 'charge'} variant="solid">
          {soldOut ? badges.outOfStock : badges.inStock}
        </Badge>
        {discount.map((badge) => (
          <Badge key={badge.label} colorPalette="red" variant="solid">
            {badge.label}
          </Badge>
        ))}
      </HStack>
      <OfflineMark kind="stock" mt="-2" />
      {product.reviews > 0 && <RatingStars rating={product.rating} reviews={product.reviews} />}
      <PriceTag product={product} size="lg" />
      {product.description && <Text color="fg.muted">{product.description}</Text>}
      {product.features.length > 0 && (
        <Box>
          <Heading as="h2" size="sm" mb="2">
            {shopLabels.product.features}
          </Heading>
          <Box as="ul" ps="5" listStyleType="disc" fontSize="sm" data-testid="product-features">
            {product.features.slice(0, SHOWN_FEATURES).map((feature) => (
              <Box as="li" key={feature} mb="1">
                {feature}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
