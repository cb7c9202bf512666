import { Box, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Grid } from '@chargemaroc/shared/ui/content';
import { Progress } from '@chargemaroc/shared/ui/progress';
import type { RatingSummary } from '@chargemaroc/shared/contracts/comment';
import { formatNumber } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { commentLabels } from '../labels';
import { StarRow } from './StarRow';

const STARS_DESCENDING = [5, 4, 3, 2, 1] as const;

const formatAverage = (average: number) => formatNumber(average, 1, 1);

/** Average, total and one bar per star count. */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  const average = formatMessage(commentLabels.average, { average: formatAverage(summary.averageRating) });
  return (
    <Grid
      templateColumns={{ base: '1fr', md: '12rem 1fr' }}
      gap="6"
      p="5"
      borderWidth="1px"
      borderRadius="lg"
      data-testid="rating-summary"
    >
      <Stack gap="1" align={{ base: 'start', md: 'center' }} justify="center">
        <Text fontSize="sm" color="fg.muted">
          {commentLabels.summaryTitle}
        </Text>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="rating-average">
          {formatAverage(summary.averageRating)}
        </Text>
        <StarRow rating={summary.averageRating} label={average} size="1.2em" />
        <Text fontSize="sm" color="fg.muted" data-testid="rating-total">
          {formatMessage(commentLabels.totalRatings, { count: summary.totalRatings })}
        </Text>
      </Stack>
      <Stack gap="2" justify="center">
        {STARS_DESCENDING.map((stars) => {
          const count = summary.distribution[stars];
          const share = summary.totalRatings > 0 ? Math.round((count / summary.totalRatings) * 100) : 0;
          const label = formatMessage(commentLabels.distributionRow, { stars, count });
          return (
            <HStack key={stars} gap="3">
              <Text fontSize="sm" w="4" textAlign="end" aria-hidden>
                {stars}
              </Text>
              <Box flex="1">
                <Progress.Root value={share} size="sm" colorPalette="accent" aria-label={label}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
              <Text fontSize="sm" color="fg.muted" w="8" aria-hidden>
                {count}
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Grid>
  );
}
