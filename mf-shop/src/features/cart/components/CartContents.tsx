import { Box, Container, Grid, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { formatMessage } from '@chargemaroc/shared/messages';
import { selectCartCount, selectCartTotals, useCart } from '@chargemaroc/shared/stores/cart';
import { shopLabels } from '../../../labels';
import { CartLineRows } from './CartLineRows';
import { DeliveryInfo } from './DeliveryInfo';
import { OrderSummary } from './OrderSummary';
import { PromoCodeBox } from './PromoCodeBox';
import { ShippingMethodChoice } from './ShippingMethodChoice';

const labels = shopLabels.cart;

/** A cart with lines: the lines, the promo code, the delivery method and the order summary. */
export default function CartContents() {
  const items = useCart((state) => state.items);
  const shippingMethod = useCart((state) => state.shippingMethod);
  const totals = useCart(selectCartTotals);
  const count = useCart(selectCartCount);

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
