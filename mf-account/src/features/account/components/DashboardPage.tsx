import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import { Alert, Box, Button, Container, HStack, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { formatDateLong, formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { selectUser, useSession } from '@chargemaroc/shared/stores/session';
import { useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { accountLabels } from '../../../labels';
import type { DashboardData } from '../api/dashboard-loader';
import { StatusBadge } from './OrderStatusBadge';
import { DashboardFrame } from './DashboardFrame';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = accountLabels.dashboard;

function RecentOrders({ data }: { data: DashboardData }) {
  const { orders } = data.recent;
  if (orders.length === 0) return <Text>{messages.orders.none}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="2">
        {orders.map((order) => (
          <HStack
            as="li"
            key={order.orderId}
            justify="space-between"
            wrap="wrap"
            gap="2"
            borderWidth="1px"
            rounded="md"
            p="3"
          >
            <Box minW="0">
              <RouterLink to={paths.order.href({ id: order.orderId })}>
                <Text as="span" fontWeight="semibold" textDecoration="underline" overflowWrap="anywhere">
                  {order.orderId}
                </Text>
              </RouterLink>
              {order.createdAt && (
                <Text fontSize="sm" color="fg.muted">
                  {formatDateLong(order.createdAt)}
                </Text>
              )}
            </Box>
            <HStack gap="3">
              <Text fontWeight="medium" whiteSpace="nowrap">
                {formatPrice(order.total)}
              </Text>
              <StatusBadge status={order.status} list />
            </HStack>
          </HStack>
        ))}
      </Stack>
      <Box>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.orders.href()}>{labels.seeAllOrders}</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

/** The account's home: side tabs Mes commandes, Liste de souhaits, Mon profil. */
export function DashboardPage() {
  const data = useLoaderData<DashboardData>();
  const user = useSession(selectUser);
  const wishlistCount = useWishlist((state) => state.items.length);
  return (
    <DashboardFrame
      greeting={formatMessage(labels.greeting, { name: user?.prenom || user?.username || '' })}
      orders={<RecentOrders data={data} />}
      wishlist={
        <Stack gap="3" align="start">
          <Text>
            {wishlistCount === 0
              ? messages.wishlist.empty
              : formatMessage(labels.wishlistCount, { count: wishlistCount })}
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.wishlist.href()}>{labels.seeWishlist}</RouterLink>
          </Button>
        </Stack>
      }
      profile={
        <Stack gap="2" align="start">
          <Text fontWeight="semibold">
            {user?.prenom} {user?.nom}
          </Text>
          <Text overflowWrap="anywhere">{user?.email}</Text>
          <Text>{user?.accountType || messages.auth.defaultAccountType}</Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.profile.href()}>{labels.editProfile}</RouterLink>
          </Button>
        </Stack>
      }
    />
  );
}

export function DashboardLoadError() {
  const error = useRouteError();
  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1" size="3xl" mb="6">
        {labels.title}
      </Heading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{loadFailureMessage(error, messages.api.unknown)}</Alert.Title>
      </Alert.Root>
    </Container>
  );
}
