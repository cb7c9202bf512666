import { useMemo, type ReactNode } from 'react';
import { Box, Heading, Stack } from '@chargemaroc/shared/ui/layout';
import { formatMessage } from '@chargemaroc/shared/messages';
import type { CartState } from '@chargemaroc/shared/contracts/cart';
import { selectCartCount, selectCartTotals, useCart } from '@chargemaroc/shared/stores/cart';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
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

/** The cart the browser holds (its store), one object while it does not change. */
function useBrowserCart(): CartState {
  const items = useCart((state) => state.items);
  const couponCode = useCart((state) => state.couponCode);
  const shippingMethod = useCart((state) => state.shippingMethod);
  return useMemo(() => ({ items, couponCode, shippingMethod }), [items, couponCode, shippingMethod]);
}

/**
 * A cart with lines: the lines, the promo code, the delivery method and the order summary, then the
 * recommendations the page composes under them. `serverCart`, the copy the server drew the page from,
 * is drawn again while these hydrate, then the browser's cart (when they agree, nothing moves); the
 * controls change the browser's cart.
 */
export default function CartContents({
  serverCart,
  recommendations,
}: {
  serverCart: CartState | null;
  recommendations?: ReactNode;
}) {
  const browserCart = useBrowserCart();
  const cart = useHydrated() || !serverCart ? browserCart : serverCart;
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
