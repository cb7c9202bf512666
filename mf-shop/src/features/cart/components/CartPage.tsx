import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { Box, Button, Container, Grid, Heading, Skeleton, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { CartIcon } from '@chargemaroc/shared/ui/icons';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { selectCartCount, selectCartTotals, useCart } from '@chargemaroc/shared/stores/cart';
import { useHydrated } from '../../../common/hooks/use-hydrated';
import type { CartData } from '../api/cart-loader';
import { shopLabels } from '../../../labels';
import { CartLineRows } from './CartLineRows';
import { DeliveryInfo } from './DeliveryInfo';
import { OrderSummary } from './OrderSummary';
import { PromoCodeBox } from './PromoCodeBox';
import { ShippingMethodChoice } from './ShippingMethodChoice';

const labels = shopLabels.cart;

function EmptyCart() {
  return (
    <Container maxW="3xl" py="16">
      <Stack align="center" textAlign="center" gap="4">
        <Box color="charge.600" fontSize="5xl">
          <CartIcon />
        </Box>
        <Heading as="h1" size="2xl">
          {messages.cart.empty}
        </Heading>
        <Button asChild size="lg">
          <RouterLink to="/boutique">{labels.continueShopping}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function CartLoading() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} aria-busy="true">
      <Heading as="h1" size="3xl" mb="6">
        {labels.title}
      </Heading>
      <Skeleton height="64" rounded="lg" />
    </Container>
  );
}

export function CartPage() {
  const items = useCart((state) => state.items);
  const shippingMethod = useCart((state) => state.shippingMethod);
  const totals = useCart(selectCartTotals);
  const count = useCart(selectCartCount);

  const { serverLines } = useLoaderData<CartData>();
  // The server knows the cart only by its number of lines: an empty cart is rendered there; a cart
  // with lines shows a placeholder until the browser, which holds the cart, has taken over.
  const hydrated = useHydrated();
  if (!hydrated && serverLines !== null && serverLines > 0) return <CartLoading />;
  if (items.length === 0) return <EmptyCart />;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="3xl" mb="6">
        {labels.title}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="5" minW="0">
          <Box as="section" aria-labelledby="cart-lines-title">
            <Heading as="h2" id="cart-lines-title" size="md" mb="3">
              {formatMessage(labels.itemCount, { count })}
            </Heading>
            <Box
              hideBelow="md"
              px="4"
              pb="2"
              display="grid"
              gridTemplateColumns="minmax(0, 1fr) 8rem 7rem 7rem 2.5rem"
              gap="4"
              fontSize="sm"
              color="fg.muted"
              aria-hidden="true"
            >
              <span>{labels.product}</span>
              <span>{labels.unitPrice}</span>
              <span>{labels.quantity}</span>
              <Text as="span" textAlign="end">
                {labels.lineTotal}
              </Text>
              <span />
            </Box>
            <Stack as="ul" listStyleType="none" gap="3">
              {items.map((item) => (
                <CartLineRows key={item.id} item={item} />
              ))}
            </Stack>
          </Box>
          <PromoCodeBox applied={totals.coupon} />
          <ShippingMethodChoice method={shippingMethod} subtotal={totals.subtotal} />
          <DeliveryInfo />
        </Stack>
        <OrderSummary totals={totals} />
      </Grid>
    </Container>
  );
}
