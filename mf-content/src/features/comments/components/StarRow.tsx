import { HStack } from '@chargemaroc/shared/ui/layout';
import { StarIcon } from '@chargemaroc/shared/ui/section-icons';

/** Five read-only stars filled up to the rounded rating; `label` names them for screen readers. */
export function StarRow({ rating, label, size = '1em' }: { rating: number; label: string; size?: string }) {
  const rounded = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={label} color="accent.600">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          size={size}
          fill={star <= rounded ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.5}
        />
      ))}
    </HStack>
  );
}
