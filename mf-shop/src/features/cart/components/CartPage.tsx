import { lazy, Suspense, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { EmptyCart } from '@chargemaroc/shared/ui/page-notice';
import { useCart } from '@chargemaroc/shared/stores/cart';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import type { CartData } from '../api/cart-loader';
import { CartSkeleton } from './CartSkeleton';

// A cart with lines is drawn by the browser only (the server knows just its number of lines), so
// its code and its form controls are not part of the first load of an empty cart.
const loadCartContents = () => import('./CartContents');
const CartContents = lazy(loadCartContents);

/** `recommendations`: drawn under a filled cart, in the room its skeleton keeps for them. */
export function CartPage({ recommendations }: { recommendations?: ReactNode } = {}) {
  const lines = useCart((state) => state.items.length);

  const { serverLines } = useLoaderData<CartData>();
  // The server knows the cart only by its number of lines: an empty cart is rendered there; a cart
  // with lines is drawn as its skeleton (as many lines, the same room) until the browser, which
  // holds the cart, has taken over and draws it in place.
  const hydrated = useHydrated();
  if (!hydrated && serverLines !== null && serverLines > 0) {
    // the browser fetches the filled cart's code while the page hydrates
    if (typeof window !== 'undefined') void loadCartContents();
    return <CartSkeleton lines={serverLines} />;
  }
  if (lines === 0) return <EmptyCart />;
  return (
    <Suspense fallback={<CartSkeleton lines={lines} />}>
      <CartContents recommendations={recommendations} />
    </Suspense>
  );
}
