import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@chargemaroc/shared/ui/layout';
import { formatMessage } from '@chargemaroc/shared/messages';
import type { CartState } from '@chargemaroc/shared/contracts/cart';
import { selectCartCount, selectCartTotals } from '@chargemaroc/shared/stores/cart';
import { shopLabels } from '../../../labels';
import { CartLayout } from './CartLayout';
import { CART_LINES_TITLE_ID, CartLineRows } from './CartLineRows';
import { CartLinesHeader } from './CartLinesHeader';
import { DeliveryInfo } from './DeliveryInfo';
import { OrderSummary } from './OrderSummary';
import { PromoCodeBox } from '@chargemaroc/shared/ui/promo-code-box';
import { RecommendationsRoom } from './RecommendationsRoom';
import { ShippingMethodChoice } from './ShippingMethodChoice';

const labels = shopLabels.cart;

/**
 * A cart with lines: the lines, the promo code, the delivery method and the order summary, then the
 * recommendations the page composes under them. Its controls change the browser's cart (the store).
 */
export default function CartContents({
  cart,
  recommendations,
}: {
  cart: CartState;
  recommendations?: ReactNode;
}) {
  const { items, shippingMethod } = cart;
  const totals = selectCartTotals(cart);
  const count = selectCartCount(cart);

  return (
    <CartLayout
      summary={<OrderSummary totals={totals} />}
      after={<RecommendationsRoom>{recommendations}</RecommendationsRoom>}
    >
      <Box as="section" aria-labelledby={CART_LINES_TITLE_ID}>
        <Heading as="h2" id={CART_LINES_TITLE_ID} size="md" mb="3" tabIndex={-1} outline="none">
          {formatMessage(labels.itemCount, { count })}
        </Heading>
        <CartLinesHeader />
        <Stack as="ul" listStyleType="none" gap="3">
          {items.map((item) => (
            <CartLineRows key={item.id} item={item} />
          ))}
        </Stack>
      </Box>
      <PromoCodeBox applied={totals.coupon} />
      <ShippingMethodChoice method={shippingMethod} subtotal={totals.subtotal} />
      <DeliveryInfo />
    </CartLayout>
  );
}
