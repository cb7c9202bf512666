import { Box, HStack, Text } from '@chargemaroc/shared/ui/layout';
import { StarIcon } from '@chargemaroc/shared/ui/section-icons';
import { formatNumber } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';

/** How much of each of the five stars is filled: the rating to the nearest half star. */
export function starFills(rating: number): (0 | 0.5 | 1)[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 1 : halves === star * 2 - 1 ? 0.5 : 0));
}

function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  if (fill !== 0.5) {
    return <StarIcon fill={fill === 1 ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.5} />;
  }
  return (
    <Box as="span" position="relative" display="inline-flex" data-half-star="">
      <StarIcon fill="none" stroke="currentColor" strokeWidth={1.5} />
      <Box
        as="span"
        position="absolute"
        insetY="0"
        left="0"
        width="50%"
        overflow="hidden"
        display="inline-flex"
      >
        <StarIcon fill="currentColor" stroke="currentColor" strokeWidth={1.5} />
      </Box>
    </Box>
  );
}

/** Five stars filled to the nearest half, the rating's number beside them, and the review count. */
export function RatingStars({ rating, reviews }: { rating: number; reviews: number }) {
  const shown = formatNumber(rating, 1);
  const label = formatMessage(shopLabels.product.rating, { rating: shown });
  return (
    <HStack gap="1">
      <HStack gap="0.5" role="img" aria-label={label} color="accent.600">
        {starFills(rating).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </HStack>
      <Text fontSize="sm" fontWeight="semibold" aria-hidden="true" data-testid="rating-value">
        {shown}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatMessage(shopLabels.product.reviewCount, { count: reviews })}
      </Text>
    </HStack>
  );
}
