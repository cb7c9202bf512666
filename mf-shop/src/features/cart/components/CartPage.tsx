import { Suspense, useMemo, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { EmptyCart } from '@chargemaroc/shared/ui/page-notice';
import { useCart } from '@chargemaroc/shared/stores/cart';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import { lazyPart } from '@chargemaroc/shared/routing/section-route';
import type { CartData } from '../api/cart-loader';
import { CartSkeleton } from './CartSkeleton';

// A cart with lines has its own chunk, so its code and its form controls are not part of the first
// load of an empty cart. Opened offline without it, the served lines stay as they are (lazyPart).
const loadCartContents = () => import(/* webpackChunkName: "cart-contents" */ './CartContents');
const CartContents = lazyPart(loadCartContents);

/** While the lines' code arrives on a client navigation: as many placeholder rows as the cart has lines. */
function StoreCartSkeleton() {
  return <CartSkeleton lines={useCart((state) => state.items.length)} />;
}

/** `recommendations`: drawn under a filled cart, in the room its skeleton keeps for them. */
export function CartPage({ recommendations }: { recommendations?: ReactNode } = {}) {
  const lines = useCart((state) => state.items.length);
  const { serverLines, serverCart } = useLoaderData<CartData>();
  const hydrated = useHydrated();
  // One element for the page's life: when the page switches to the browser's cart (below), the
  // served lines, which may still be hydrating (their code arriving), are not handed new props, so
  // React keeps them as served instead of drawing them again (and losing a tap kept for them).
  const contents = useMemo(
    () => (
      <Suspense fallback={<StoreCartSkeleton />}>
        <CartContents serverCart={serverCart} recommendations={recommendations} />
      </Suspense>
    ),
    [serverCart, recommendations],
  );

  // The server draws what the cart's cookies tell it: the cart itself, or only its number of lines
  // (as many placeholder rows until the browser draws it); then the browser, which holds the cart.
  if (!hydrated) {
    if (!serverCart?.items.length) return serverLines ? <CartSkeleton lines={serverLines} /> : <EmptyCart />;
    // the browser fetches the lines' code while the page hydrates
    if (typeof window !== 'undefined') void loadCartContents();
    return contents;
  }
  return lines === 0 ? <EmptyCart /> : contents;
}
