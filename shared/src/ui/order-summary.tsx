import { useId, type ReactNode } from 'react';
import type { CartTotals } from '../domain/pricing';
import { coreMessages, formatMessage } from '../messages/core';
import { sectionMessages } from '../messages/sections';
import { Box, HStack, Heading, Money, Stack, Text, type BoxProps } from './layout';

const labels = sectionMessages.orderSummary;

export interface SummaryFigureProps {
  label: string;
  testId: string;
  children: ReactNode;
  /** The total: bold and larger, under a rule. */
  total?: boolean;
  /** A part of the figure above (shown smaller and muted, not added again). */
  detail?: boolean;
}

/** One figure of an order's summary, a term and its amount, in a `dl`. */
export function SummaryFigure({
  label,
  testId,
  children,
  total = false,
  detail = false,
}: SummaryFigureProps) {
  return (
    <HStack
      justify="space-between"
      gap="3"
      fontWeight={total ? 'bold' : 'normal'}
      fontSize={total ? 'lg' : detail ? 'sm' : 'md'}
      color={detail ? 'fg.muted' : undefined}
      {...(total ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt" minW="0">
        {label}
      </Text>
      <Text as="dd" data-testid={testId} textAlign="end" flexShrink={0}>
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
        <SummaryFigure label={labels.subtotal} testId="summary-subtotal">
          <Money amount={totals.subtotal} />
        </SummaryFigure>
        {totals.installationTotal > 0 && (
          <SummaryFigure label={labels.installationTotal} testId="summary-installation">
            <Money amount={totals.installationTotal} />
          </SummaryFigure>
        )}
        <SummaryFigure label={labels.tax} testId="summary-tax">
          <Money amount={totals.tax} />
        </SummaryFigure>
        <SummaryFigure label={labels.shipping} testId="summary-shipping">
          {totals.shipping === 0 ? coreMessages.shipping.free : <Money amount={totals.shipping} />}
        </SummaryFigure>
        {totals.discount > 0 && (
          <SummaryFigure
            label={
              totals.coupon
                ? formatMessage(labels.discountCode, { code: totals.coupon.code })
                : labels.discount
            }
            testId="summary-discount"
          >
            <Money amount={totals.discount} sign="-" />
          </SummaryFigure>
        )}
        <SummaryFigure label={labels.total} testId="summary-total" total>
          <Money amount={totals.total} />
        </SummaryFigure>
      </Stack>
      {children}
    </Box>
  );
}
