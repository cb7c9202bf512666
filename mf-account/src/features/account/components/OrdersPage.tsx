import { Link as RouterLink, useLoaderData, useNavigation, useRouteError } from 'react-router-dom';
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { formatDateLong, formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { Pagination } from '@chargemaroc/shared/ui/pagination';
import { accountLabels } from '../../../labels';
import type { OrdersPage as OrdersData } from '../api/orders';
import { paymentLabel, canCancel } from '../model/order-view';
import { AccountLayout } from './AccountLayout';
import { AddressText } from './OrderAddress';
import { CancelOrder } from './CancelOrder';
import { OrderItems } from './OrderItems';
import { StatusBadge } from './OrderStatusBadge';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = accountLabels.orders;

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box data-testid={testId} overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

export function OrdersPage() {
  const { orders, page, pageCount } = useLoaderData<OrdersData>();
  const navigation = useNavigation();
  return (
    <AccountLayout title={labels.title}>
      {orders.length === 0 ? (
        <Stack align="start" gap="4">
          <Text fontSize="lg">{messages.orders.noneFound}</Text>
          <Button asChild>
            <RouterLink to={paths.shop.href()}>{messages.common.nav.shop}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="5" aria-busy={navigation.state === 'loading'}>
          {orders.map((order) => (
            <Box
              as="li"
              key={order.orderId}
              borderWidth="1px"
              rounded="lg"
              p={{ base: 3, md: 5 }}
              data-testid="order-card"
            >
              <Stack as="article" aria-labelledby={`order-${order.orderId}`} gap="4">
                <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                  <Box minW="0">
                    <Heading as="h2" size="md" id={`order-${order.orderId}`} overflowWrap="anywhere">
                      {order.orderId}
                    </Heading>
                    {order.createdAt && (
                      <Text fontSize="sm" color="fg.muted">
                        {formatMessage(labels.placedOn, { date: formatDateLong(order.createdAt) })}
                      </Text>
                    )}
                  </Box>
                  <StatusBadge status={order.status} list />
                </HStack>
                <OrderItems items={order.items} />
                <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                  <Fact label={labels.deliveryAddress}>
                    <AddressText address={order.shippingAddress} />
                  </Fact>
                  <Fact label={labels.paymentMode} testId="order-payment">
                    {paymentLabel(order.paymentMethod)}
                    {order.paymentStatus === 'paid' && ` — ${labels.paid}`}
                  </Fact>
                  <Fact label={labels.tracking} testId="order-tracking">
                    {order.trackingNumber ?? '—'}
                  </Fact>
                  <Fact label={labels.total} testId="order-total">
                    <Text fontWeight="bold" whiteSpace="nowrap">
                      {formatPrice(order.total)}
                    </Text>
                  </Fact>
                </Box>
                <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'start' }}>
                  <Button asChild size="sm">
                    <RouterLink
                      to={paths.order.href({ id: order.orderId })}
                      aria-label={`${messages.common.seeDetails} : ${order.orderId}`}
                    >
                      {messages.common.seeDetails}
                    </RouterLink>
                  </Button>
                  {canCancel(order.status) && <CancelOrder order={order} />}
                </Stack>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <Pagination
        label={labels.pagination}
        layout="summary"
        page={page}
        pageCount={pageCount}
        hrefOf={(number) => paths.orders.href({ page: number })}
      />
    </AccountLayout>
  );
}

export function OrdersLoadError() {
  const error = useRouteError();
  return (
    <AccountLayout title={labels.title}>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          {loadFailureMessage(
            error,
            formatMessage(messages.orders.loadListError, { message: messages.api.unknown }),
          )}
        </Alert.Title>
      </Alert.Root>
    </AccountLayout>
  );
}
