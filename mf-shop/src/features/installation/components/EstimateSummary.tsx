import { Box, HStack, Heading, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import type { Estimate } from '@chargemaroc/shared/domain/installation-estimate';
import { shopLabels } from '../../../labels';

const labels = shopLabels.estimate;

/** The running estimate and how it is made up. */
export function EstimateSummary({
  estimate,
  headingLevel,
}: {
  estimate: Estimate;
  headingLevel: 'h3' | 'h4' | 'h5';
}) {
  return (
    <Box bg="charge.50" borderWidth="1px" borderColor="charge.200" rounded="md" p="4" aria-live="polite">
      <HStack justify="space-between" align="baseline">
        <Heading as={headingLevel} size="sm">
          {labels.estimateTotal}
        </Heading>
        <Text fontSize="xl" fontWeight="bold" color="charge.700" data-testid="estimate-total">
          <Money amount={estimate.total} />
        </Text>
      </HStack>
      <Stack as="ul" listStyleType="none" gap="1" mt="2" fontSize="sm" aria-label={labels.breakdown}>
        {estimate.breakdown.map((line) => (
          <HStack as="li" key={line.label} justify="space-between">
            <Text>{line.label}</Text>
            <Money amount={line.amount} sign={line.amount > 0 ? '+' : undefined} />
          </HStack>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {labels.disclaimer}
      </Text>
    </Box>
  );
}
