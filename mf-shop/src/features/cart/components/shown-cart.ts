import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { CartState } from '@chargemaroc/shared/contracts/cart';
import { cartStore } from '@chargemaroc/shared/stores/cart';

let picked: { from: object; cart: CartState } | null = null;

/** The browser's cart (its store's lines, coupon and delivery), one object while the store holds one state. */
function browserCart(): CartState {
  const state = cartStore.getState();
  if (picked?.from !== state) {
    const { items, couponCode, shippingMethod } = state;
    picked = { from: state, cart: { items, couponCode, shippingMethod } };
  }
  return picked.cart;
}

const sameCart = (one: CartState, other: CartState) =>
  JSON.stringify([one.items, one.couponCode, one.shippingMethod]) ===
  JSON.stringify([other.items, other.couponCode, other.shippingMethod]);

/**
 * The cart the page shows: `served`, the copy the server drew the page from, for as long as the
 * browser's cart is the same (the same object, so the parts still hydrating, each on its own, are
 * not handed new props, which would make React hydrate them all at once); the browser's cart as soon
 * as it differs or changes. Without a served copy (a client navigation), the browser's cart.
 */
export function useShownCart(served: CartState | null): CartState {
  const following = useRef(served === null);
  const subscribe = useCallback(
    (changed: () => void) => {
      const follow = () => {
        following.current = true;
        changed();
      };
      if (!following.current && served !== null && !sameCart(browserCart(), served)) follow();
      return cartStore.subscribe(follow);
    },
    [served],
  );
  return useSyncExternalStore(
    subscribe,
    () => (following.current || served === null ? browserCart() : served),
    () => served ?? browserCart(),
  );
}
