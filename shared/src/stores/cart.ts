/** The cart, one store for every app of the page, kept in the browser. */
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { bus } from '../bus/event-bus';
import { cartStateSchema, type CartItem, type CartProductInput, type CartState } from '../contracts/cart';
import {
  addToCart,
  countItems,
  lineMaxQuantity,
  removeFromCart,
  setLineInstallation,
  updateCartQuantity,
  type InstallationService,
} from '../domain/cart-rules';
import {
  checkCouponCode,
  isOrderable,
  isShippingMethodId,
  priceCart,
  type CartTotals,
  type ShippingMethodId,
} from '../domain/pricing';
import { pageSingleton } from '../internal/page-singleton';
import { formatMessage, coreMessages as messages } from '../messages/core';
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  CART_STORE_SINGLETON,
  EMPTY_CART,
  tellServerCart,
} from './cart-storage';
import { syncAcrossTabs, versionedPersist } from './persistence';

export {
  CART_LINES_COOKIE,
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  CART_VIEW_COOKIE,
  readCartLinesHint,
  readCartView,
} from './cart-storage';

export type CartActionResult = { ok: true; message: string } | { ok: false; message: string };

export interface CartActions {
  /** An existing line grows; lines never exceed their maximum (stock, or 10). */
  addItem(product: CartProductInput, quantity?: number): CartActionResult;
  /** Accepted only above 0 and up to the line's maximum; 0 or less removes the line. */
  updateQuantity(id: string, quantity: number): boolean;
  removeItem(id: string): void;
  clear(): void;
  setInstallation(
    id: string,
    installation: {
      wanted: boolean;
      cost: number;
      estimate?: InstallationService['estimate'];
      inputs?: InstallationService['inputs'];
    },
  ): void;
  applyCoupon(code: string): CartActionResult;
  removeCoupon(): void;
  setShippingMethod(id: ShippingMethodId): void;
}

export type CartStore = CartState & CartActions;

const emptyCart: CartState = { ...EMPTY_CART, items: [] };

function createCartStore() {
  const store = createStore<CartStore>()(
    persist(
      (set, get) => ({
        ...emptyCart,
        addItem: (product, quantity = 1) => {
          if (!isOrderable({ price: product.price }))
            return { ok: false, message: messages.cart.notOrderable };
          const result = addToCart(get().items, product, quantity);
          if (!result.ok) {
            const line = get().items.find((item) => item.id === product.id);
            const max = line ? lineMaxQuantity(line) : 0;
            return {
              ok: false,
              message:
                result.reason === 'out-of-stock'
                  ? messages.products.badges.soldOut
                  : formatMessage(messages.cart.maxQuantityReached, { max }),
            };
          }
          set({ items: result.items });
          bus.emit('cart:item-added', { id: product.id, name: product.name, quantity: result.added });
          return { ok: true, message: formatMessage(messages.cart.itemAdded, { name: product.name }) };
        },
        updateQuantity: (id, quantity) => {
          const before = get().items;
          const after = updateCartQuantity(before, id, quantity);
          const changed =
            after.length !== before.length ||
            after.some((item, index) => item.quantity !== before[index]?.quantity);
          if (changed) set({ items: after });
          return changed;
        },
        removeItem: (id) => set({ items: removeFromCart(get().items, id) }),
        clear: () => set({ ...emptyCart, shippingMethod: get().shippingMethod }),
        setInstallation: (id, installation) =>
          set({ items: setLineInstallation(get().items, id, installation) }),
        applyCoupon: (code) => {
          const check = checkCouponCode(code);
          if (!check.ok) return check;
          set({ couponCode: check.code });
          return { ok: true, message: formatMessage(messages.promo.applied, { code: check.code }) };
        },
        removeCoupon: () => set({ couponCode: null }),
        setShippingMethod: (id) => {
          if (isShippingMethodId(id)) set({ shippingMethod: id });
        },
      }),
      versionedPersist<CartStore, CartState>({
        name: CART_STORAGE_KEY,
        version: CART_STORAGE_VERSION,
        schema: cartStateSchema,
        initial: emptyCart,
        pick: ({ items, couponCode, shippingMethod }) => ({ items, couponCode, shippingMethod }),
      }),
    ),
  );
  store.subscribe((state, previous) => {
    if (
      state.items === previous.items &&
      state.couponCode === previous.couponCode &&
      state.shippingMethod === previous.shippingMethod
    ) {
      return;
    }
    bus.emit('cart:changed', { count: selectCartCount(state), total: selectCartTotals(state).total });
    tellServerCart(state);
  });
  // after reading the saved cart: a cart saved before the cookies existed is told too (a cart read
  // again from another tab's change is told by the subscription above, like any change)
  tellServerCart(store.getState());
  syncAcrossTabs(CART_STORAGE_KEY, store.persist.rehydrate);
  return store;
}

/** Sum of the quantities (the header badge). */
export const selectCartCount = (state: CartState): number => countItems(state.items);

export const selectCartItems = (state: CartState): CartItem[] => state.items;

let lastTotals: {
  items: CartItem[];
  couponCode: string | null;
  shippingMethod: ShippingMethodId;
  totals: CartTotals;
} | null = null;

/** The totals of a cart's lines, coupon and shipping: the cart's own, or an order's under review. */
export function cartTotals({ items, couponCode, shippingMethod }: CartState): CartTotals {
  return priceCart({
    items: items.map((item) => ({
      unitPrice: item.price,
      quantity: item.quantity,
      installation: item.installationService,
    })),
    couponCode,
    shippingMethod,
  });
}

/** The cart's totals, the same object for the same cart (safe as a hook selector). */
export function selectCartTotals(state: CartState): CartTotals {
  if (
    lastTotals &&
    lastTotals.items === state.items &&
    lastTotals.couponCode === state.couponCode &&
    lastTotals.shippingMethod === state.shippingMethod
  ) {
    return lastTotals.totals;
  }
  const totals = cartTotals(state);
  lastTotals = {
    items: state.items,
    couponCode: state.couponCode,
    shippingMethod: state.shippingMethod,
    totals,
  };
  return totals;
}

export const cartStore = pageSingleton(CART_STORE_SINGLETON, createCartStore);

export function useCart<T>(selector: (state: CartStore) => T): T {
  return useStore(cartStore, selector);
}
