import { useState } from 'react';
import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import { Alert, Box, Button, HStack, Heading, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { SummaryFigure } from '@chargemaroc/shared/ui/order-summary';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { Order } from '@chargemaroc/shared/contracts/order';
import {
  SHIPPING_METHODS,
  isShippingMethodId,
  priceLine,
  roundMoney,
} from '@chargemaroc/shared/domain/pricing';
import { formatDateLong, formatDateTime } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { isNotFound, loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { accountLabels } from '../../../labels';
import { downloadInvoice } from '../api/orders';
import { canCancel, orderTimeline, paymentLabel } from '../model/order-view';
import { AccountLayout } from './AccountLayout';
import { OrderFollowUp } from './OrderFollowUp';
import { AddressText } from './OrderAddress';
import { CancelOrder } from './CancelOrder';
import { OrderItems, unitPriceOf } from './OrderItems';
import { StatusBadge } from './OrderStatusBadge';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = accountLabels.detail;

function Timeline({ order }: { order: Order }) {
  const entries = orderTimeline(order);
  return (
    <Box as="section" aria-labelledby="timeline-title" borderWidth="1px" rounded="lg" p={{ base: 3, md: 5 }}>
      <Heading as="h2" id="timeline-title" size="md" mb="4">
        {labels.timeline}
      </Heading>
      <Stack as="ol" listStyleType="none" gap="3" data-testid="order-timeline">
        {entries.map((entry) => (
          <HStack
            as="li"
            key={entry.step}
            gap="3"
            align="start"
            data-reached={entry.reached}
            data-testid={`timeline-${entry.step}`}
          >
            <Box
              aria-hidden="true"
              mt="1"
              w="4"
              h="4"
              flexShrink={0}
              rounded="full"
              borderWidth="2px"
              borderColor={entry.reached ? 'charge.700' : 'border'}
              bg={entry.reached ? 'charge.700' : 'transparent'}
            />
            <Box minW="0">
              <Text
                fontWeight={entry.reached ? 'semibold' : 'normal'}
                color={entry.reached ? 'fg' : 'fg.muted'}
              >
                {entry.label}
                <Text as="span" srOnly>
                  {' '}
                  ({entry.reached ? labels.reached : labels.notReached})
                </Text>
              </Text>
              {entry.date && (
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(entry.date)}
                </Text>
              )}
            </Box>
          </HStack>
        ))}
      </Stack>
      {order.status === 'cancelled' && order.cancelledAt && (
        <Text mt="3" color="red.700">
          {formatMessage(labels.cancelledOn, { date: formatDateLong(order.cancelledAt) })}
        </Text>
      )}
      {order.estimatedDelivery && order.status !== 'cancelled' && order.status !== 'delivered' && (
        <Text mt="3" fontSize="sm">
          {formatMessage(labels.estimatedDelivery, { date: formatDateLong(order.estimatedDelivery) })}
        </Text>
      )}
    </Box>
  );
}

function InvoiceButton({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await downloadInvoice(orderId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `facture-${orderId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify({ type: 'error', title: getErrorMessage(error, messages.api.unknown) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void download()}>
      {labels.invoice}
    </Button>
  );
}

/** How the order travels: the shipping method, the preferred time slot and the shopper's notes. */
function DeliveryChoices({ order }: { order: Order }) {
  const method = isShippingMethodId(order.shippingMethod) ? SHIPPING_METHODS[order.shippingMethod] : null;
  const time = order.deliveryInfo.preferredTime;
  const notes = order.deliveryInfo.notes?.trim();
  const rows: [label: string, value: string, testId: string][] = [];
  if (method)
    rows.push([labels.shippingMethod, `${method.label} (${method.delay})`, 'detail-shipping-method']);
  if (time && time !== 'none')
    rows.push([labels.preferredTime, messages.checkout.deliveryTimes[time], 'detail-preferred-time']);
  if (notes) rows.push([labels.notes, notes, 'detail-notes']);
  return (
    <>
      {rows.map(([label, value, testId]) => (
        <Text key={testId}>
          <Text as="span" color="fg.muted">
            {label} :{' '}
          </Text>
          <Text as="span" data-testid={testId} overflowWrap="anywhere">
            {value}
          </Text>
        </Text>
      ))}
    </>
  );
}

/** The 5 % the installation service took off the lines (already counted in the subtotal). */
function installationSavingsOf(order: Order): number {
  return roundMoney(
    order.items.reduce(
      (sum, item) =>
        sum +
        priceLine({ unitPrice: unitPriceOf(item), quantity: item.quantity, installation: item.installation })
          .installationSaving,
      0,
    ),
  );
}

export function OrderDetailPage() {
  const { order } = useLoaderData<{ order: Order }>();
  const installationSavings = installationSavingsOf(order);
  return (
    <AccountLayout title={formatMessage(labels.title, { id: order.orderId })}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={paths.orders.href()}>← {labels.back}</RouterLink>
          </Button>
          <StatusBadge status={order.status} />
        </HStack>
        <Timeline order={order} />
        <Box
          as="section"
          aria-labelledby="detail-items"
          borderWidth="1px"
          rounded="lg"
          p={{ base: 3, md: 5 }}
        >
          <Heading as="h2" id="detail-items" size="md" mb="3">
            {accountLabels.orders.items}
          </Heading>
          <OrderItems items={order.items} withPhotos />
        </Box>
        <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="5">
          <Box
            as="section"
            aria-labelledby="detail-summary"
            borderWidth="1px"
            rounded="lg"
            p={{ base: 3, md: 5 }}
          >
            <Heading as="h2" id="detail-summary" size="md" mb="3">
              {labels.summary}
            </Heading>
            <Stack as="dl" gap="2">
              <SummaryFigure label={messages.orderSummary.subtotal} testId="detail-subtotal">
                <Money amount={order.subtotal} />
              </SummaryFigure>
              {installationSavings > 0 && (
                <SummaryFigure label={labels.installationSavings} testId="detail-installation-savings" detail>
                  <Money sign="-" amount={installationSavings} />
                </SummaryFigure>
              )}
              <SummaryFigure label={messages.orderSummary.tax} testId="detail-tax">
                <Money amount={order.tax} />
              </SummaryFigure>
              <SummaryFigure label={messages.orderSummary.shipping} testId="detail-shipping">
                {order.shipping === 0 ? messages.shipping.free : <Money amount={order.shipping} />}
              </SummaryFigure>
              {order.discount > 0 && (
                <SummaryFigure label={messages.orderSummary.discount} testId="detail-discount">
                  <Money sign="-" amount={order.discount} />
                </SummaryFigure>
              )}
              <SummaryFigure label={messages.orderSummary.total} testId="detail-total" total>
                <Money amount={order.total} />
              </SummaryFigure>
            </Stack>
          </Box>
          <Stack
            as="section"
            aria-labelledby="detail-delivery"
            borderWidth="1px"
            rounded="lg"
            p={{ base: 3, md: 5 }}
            gap="3"
          >
            <Heading as="h2" id="detail-delivery" size="md">
              {accountLabels.orders.deliveryAddress}
            </Heading>
            <AddressText address={order.shippingAddress} />
            <DeliveryChoices order={order} />
            <Text>
              <Text as="span" color="fg.muted">
                {accountLabels.orders.paymentMode} :{' '}
              </Text>
              <span data-testid="detail-payment">{paymentLabel(order.paymentMethod)}</span>
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                {accountLabels.orders.tracking} :{' '}
              </Text>
              <span data-testid="detail-tracking">{order.trackingNumber ?? '—'}</span>
            </Text>
            <OrderFollowUp order={order} />
          </Stack>
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          {canCancel(order.status) && <CancelOrder order={order} />}
          {order.status === 'delivered' && <InvoiceButton orderId={order.orderId} />}
        </Stack>
      </Stack>
    </AccountLayout>
  );
}

export function OrderLoadError() {
  const error = useRouteError();
  const message = isNotFound(error)
    ? messages.orders.notFound
    : loadFailureMessage(error, formatMessage(messages.orders.loadError, { message: messages.api.unknown }));
  return (
    <AccountLayout title={accountLabels.orders.title}>
      <Stack gap="4" align="start">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline">
          <RouterLink to={paths.orders.href()}>{labels.back}</RouterLink>
        </Button>
      </Stack>
    </AccountLayout>
  );
}
