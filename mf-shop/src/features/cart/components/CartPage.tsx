import { useMemo, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { EmptyCart } from '@chargemaroc/shared/ui/page-notice';
import type { CartState } from '@chargemaroc/shared/contracts/cart';
import { useCart } from '@chargemaroc/shared/stores/cart';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import type { CartData } from '../api/cart-loader';
import CartContents from './CartContents';
import { CartSkeleton } from './CartSkeleton';

/** The cart the browser holds (its store), one object while it does not change. */
function useBrowserCart(): CartState {
  const items = useCart((state) => state.items);
  const couponCode = useCart((state) => state.couponCode);
  const shippingMethod = useCart((state) => state.shippingMethod);
  return useMemo(() => ({ items, couponCode, shippingMethod }), [items, couponCode, shippingMethod]);
}

/** `recommendations`: drawn under a filled cart, in the room its skeleton keeps for them. */
export function CartPage({ recommendations }: { recommendations?: ReactNode } = {}) {
  const browserCart = useBrowserCart();
  const { serverLines, serverCart } = useLoaderData<CartData>();
  const hydrated = useHydrated();

  // The server draws what the cart's cookies tell it: the cart itself (drawn again from the same
  // data while the page hydrates, then from the browser's store, which the cookie copies), or only
  // its number of lines (as many placeholder rows until the browser draws it). The lines' code is
  // in the page's own chunk, not one of its own: a part still loading when the cart switches to the
  // store would be drawn again from scratch, and a tap kept for it lost.
  const cart = hydrated ? browserCart : serverCart;
  if (!cart) return serverLines ? <CartSkeleton lines={serverLines} /> : <EmptyCart />;
  if (cart.items.length === 0) return <EmptyCart />;
  return <CartContents cart={cart} recommendations={recommendations} />;
}
