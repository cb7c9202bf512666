import { HStack, StarIcon, Text } from '@chargemaroc/shared/ui';
import { formatMessage } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';

/** Five stars filled up to the rounded rating, with the review count. */
export function RatingStars({ rating, reviews }: { rating: number; reviews: number }) {
  const rounded = Math.round(rating);
  const label = formatMessage(shopLabels.product.rating, {
    rating: rating.toLocaleString('fr-MA', { maximumFractionDigits: 1 }),
  });
  return (
    <HStack gap="1">
      <HStack gap="0.5" role="img" aria-label={label} color="accent.600">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon
            key={star}
            fill={star <= rounded ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.5}
          />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {formatMessage(shopLabels.product.reviewCount, { count: reviews })}
      </Text>
    </HStack>
  );
}
