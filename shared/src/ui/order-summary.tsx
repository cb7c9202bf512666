import { useId, type ReactNode } from 'react';
import type { CartTotals } from '../domain/pricing';
import { coreMessages, formatMessage } from '../messages/core';
import { sectionMessages } from '../messages/sections';
import { Box, HStack, Heading, Money, Stack, Text, type BoxProps } from './layout';

const labels = sectionMessages.orderSummary;

function Figure({
  label,
  testId,
  children,
  total = false,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  total?: boolean;
}) {
  return (
    <HStack
      justify="space-between"
      gap="3"
      fontWeight={total ? 'bold' : 'normal'}
      fontSize={total ? 'lg' : 'md'}
      {...(total ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={testId} textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

export interface OrderSummaryProps extends Omit<BoxProps, 'title'> {
  title: string;
  /** The figures, as the shared pricing rule (priceCart) gives them. */
  totals: CartTotals;
  /** What comes between the title and the figures (the checkout's lines). */
  details?: ReactNode;
  /** What follows the figures (the cart's buttons). */
  children?: ReactNode;
}

/** An order's figures, from the subtotal to the total, the same on every screen that shows them. */
export function OrderSummary({ title, totals, details, children, ...box }: OrderSummaryProps) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="lg" p="5" bg="bg" {...box}>
      <Heading as="h2" id={titleId} size="md" mb="4">
        {title}
      </Heading>
      {details}
      <Stack as="dl" gap="2">
        <Figure label={labels.subtotal} testId="summary-subtotal">
          <Money amount={totals.subtotal} />
        </Figure>
        {totals.installationTotal > 0 && (
          <Figure label={labels.installationTotal} testId="summary-installation">
            <Money amount={totals.installationTotal} />
          </Figure>
        )}
        <Figure label={labels.tax} testId="summary-tax">
          <Money amount={totals.tax} />
        </Figure>
        <Figure label={labels.shipping} testId="summary-shipping">
          {totals.shipping === 0 ? coreMessages.shipping.free : <Money amount={totals.shipping} />}
        </Figure>
        {totals.discount > 0 && (
          <Figure
            label={
              totals.coupon
                ? formatMessage(labels.discountCode, { code: totals.coupon.code })
                : labels.discount
            }
            testId="summary-discount"
          >
            <Money amount={totals.discount} sign="-" />
          </Figure>
        )}
        <Figure label={labels.total} testId="summary-total" total>
          <Money amount={totals.total} />
        </Figure>
      </Stack>
      {children}
    </Box>
  );
}
