import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Box, Button, HStack, Heading, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import type { CartTotals } from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = shopLabels.cart;

function Line({
  label,
  value,
  testId,
  emphasis = false,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  emphasis?: boolean;
}) {
  return (
    <HStack
      justify="space-between"
      fontWeight={emphasis ? 'bold' : 'normal'}
      fontSize={emphasis ? 'lg' : 'md'}
      {...(emphasis ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );
}

/** The cart's figures, every one of them from the shared pricing rule. */
export function OrderSummary({ totals }: { totals: CartTotals }) {
  return (
    <Box
      as="section"
      aria-labelledby="order-summary-title"
      borderWidth="1px"
      rounded="lg"
      p="5"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      bg="bg"
    >
      <Heading as="h2" id="order-summary-title" size="md" mb="4">
        {labels.summaryTitle}
      </Heading>
      <Stack as="dl" gap="2">
        <Line label={labels.subtotal} value={<Money amount={totals.subtotal} />} testId="summary-subtotal" />
        <Line label={labels.tax} value={<Money amount={totals.tax} />} testId="summary-tax" />
        <Line
          label={labels.shipping}
          value={totals.shipping === 0 ? messages.shipping.free : <Money amount={totals.shipping} />}
          testId="summary-shipping"
        />
        {totals.discount > 0 && (
          <Line
            label={totals.coupon ? `${labels.discount} (${totals.coupon.code})` : labels.discount}
            value={<Money amount={totals.discount} sign="-" />}
            testId="summary-discount"
          />
        )}
        <Line label={labels.total} value={<Money amount={totals.total} />} testId="summary-total" emphasis />
      </Stack>
      {totals.installationSavings > 0 && (
        <Text mt="3" fontSize="sm" color="charge.700" data-testid="summary-installation-savings">
          {formatMessage(labels.installationSavings, { amount: formatPrice(totals.installationSavings) })}
        </Text>
      )}
      <Stack mt="5" gap="2">
        <Button asChild size="lg">
          <RouterLink to={paths.checkout.href()}>{labels.checkout}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.shop.href()}>{labels.continueShopping}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
