import { Button, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { StarIcon } from '@chargemaroc/shared/ui/section-icons';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { commentLabels } from '../labels';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars to pick a rating, with the chosen rating's label, and the error about it beneath. */
export function RatingInput({
  value,
  onChange,
  error = null,
  errorId,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <HStack
          gap="0.5"
          role="radiogroup"
          aria-label={commentLabels.fieldRating}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...(error ? { borderWidth: '1px', borderColor: 'border.error', rounded: 'md' } : {})}
        >
          {STARS.map((stars) => (
            <Button
              key={stars}
              type="button"
              variant="ghost"
              size="sm"
              px="1"
              color="accent.600"
              role="radio"
              aria-checked={value === stars}
              aria-label={formatMessage(commentLabels.ratingOption, {
                stars,
                label: messages.comments.ratingLabels[stars],
              })}
              onClick={() => onChange(stars)}
            >
              <StarIcon
                size="1.4em"
                fill={value !== null && stars <= value ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth={1.5}
              />
            </Button>
          ))}
        </HStack>
        {value !== null && value >= 1 && value <= 5 && (
          <Text fontSize="sm" color="fg.muted" data-testid="rating-label">
            {messages.comments.ratingLabels[value as 1 | 2 | 3 | 4 | 5]}
          </Text>
        )}
      </HStack>
      {error && (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
