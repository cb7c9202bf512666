import { Suspense, type ReactNode } from 'react';
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
import { useShownCart } from './shown-cart';

const labels = shopLabels.cart;

/**
 * A cart with lines: the lines, the promo code, the delivery method and the order summary, then the
 * recommendations the page composes under them. `serverCart` is the copy the server drew the page
 * from (see useShownCart); the controls change the browser's cart. Each line and block hydrates on
 * its own, in a short task (its own Suspense boundary).
 */
export default function CartContents({
  serverCart,
  recommendations,
}: {
  serverCart: CartState | null;
  recommendations?: ReactNode;
}) {
  const cart = useShownCart(serverCart);
  const { items, shippingMethod } = cart;
  const totals = selectCartTotals(cart);
  const count = selectCartCount(cart);

  return (
    <CartLayout
      summary={
        <Suspense>
          <OrderSummary totals={totals} />
        </Suspense>
      }
      after={<RecommendationsRoom>{recommendations}</RecommendationsRoom>}
    >
      <Box as="section" aria-labelledby={CART_LINES_TITLE_ID}>
        <Heading as="h2" id={CART_LINES_TITLE_ID} size="md" mb="3" tabIndex={-1} outline="none">
          {formatMessage(labels.itemCount, { count })}
        </Heading>
        <CartLinesHeader />
        <Stack as="ul" listStyleType="none" gap="3">
          {items.map((item) => (
            <Suspense key={item.id}>
              <CartLineRows item={item} />
            </Suspense>
          ))}
        </Stack>
      </Box>
      <Suspense>
        <PromoCodeBox applied={totals.coupon} />
      </Suspense>
      <Suspense>
        <ShippingMethodChoice method={shippingMethod} subtotal={totals.subtotal} />
      </Suspense>
      <DeliveryInfo />
    </CartLayout>
  );
}
