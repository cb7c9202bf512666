/**
 * Where the cart is kept in the browser, and what a page may do with it before its cart store runs:
 * a tap on 'Ajouter au panier' from the first paint (see the shell's early-cart-taps). No zod, React
 * or zustand here: the shell's first script imports this module.
 */
import {
  addToCart,
  MAX_ORDER_LINES,
  type AddResult,
  type CartItem,
  type CartProductInput,
} from '../domain/cart-rules';
import { pageSingletonIfMade } from '../internal/page-singleton';
import type { CartStore } from './cart';

export const CART_STORAGE_KEY = 'cm.cart.v1';
export const CART_STORAGE_VERSION = 1;
/** The cart store's page singleton (see ./cart.ts). */
export const CART_STORE_SINGLETON = 'cart-store.v1';

export const EMPTY_CART = { items: [] as CartItem[], couponCode: null, shippingMethod: 'standard' } as const;

/**
 * The number of cart lines, told to the server of the cart page (only there: Path=/panier) so it
 * can render an empty cart at once; the cart itself stays in the browser.
 */
export const CART_LINES_COOKIE = 'cm.cart.lines';
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The cart's number of lines as the cookie tells it, null when it does not: a whole number from 0 to
 * MAX_ORDER_LINES whatever the cookie says. Anyone can write the cookie, and the cart page renders one
 * placeholder row per line: the value must not choose what the server spends.
 */
export function readCartLinesHint(value: string | undefined): number | null {
  if (value === undefined) return null;
  const lines = Number.parseInt(value, 10);
  return Number.isFinite(lines) ? Math.min(Math.max(lines, 0), MAX_ORDER_LINES) : 0;
}

export function tellServerCartLines(lines: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${CART_LINES_COOKIE}=${lines}; Path=/panier; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * On an 'Ajouter au panier' button the server rendered and the page has not hydrated yet: the
 * product to add, and the message that confirms it.
 */
export const EARLY_CART_PRODUCT_ATTRIBUTE = 'data-cart-product';
export const EARLY_CART_ADDED_ATTRIBUTE = 'data-cart-added';

export function earlyCartAttributes(product: CartProductInput, addedMessage: string): Record<string, string> {
  const { id, name, price, originalPrice, image, category, brand, stock } = product;
  return {
    [EARLY_CART_PRODUCT_ATTRIBUTE]: JSON.stringify({
      id,
      name,
      price,
      originalPrice,
      image,
      category,
      brand,
      stock,
    }),
    [EARLY_CART_ADDED_ATTRIBUTE]: addedMessage,
  };
}

const isNullableNumber = (value: unknown) =>
  value === null || value === undefined || typeof value === 'number';
const isNullableString = (value: unknown) =>
  value === null || value === undefined || typeof value === 'string';

/** The product of a button's attribute, or null when it is not one. */
export function readEarlyCartProduct(text: string | null): CartProductInput | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const product = value as Record<string, unknown>;
    const valid =
      typeof product.id === 'string' &&
      typeof product.name === 'string' &&
      isNullableNumber(product.price) &&
      isNullableNumber(product.originalPrice) &&
      isNullableString(product.image) &&
      isNullableString(product.category) &&
      isNullableString(product.brand) &&
      isNullableNumber(product.stock);
    return valid ? (product as unknown as CartProductInput) : null;
  } catch {
    return null;
  }
}

interface SavedCart {
  state: { items: CartItem[]; couponCode: string | null; shippingMethod: string };
  version: number;
}

function readSavedCart(text: string | null): SavedCart | null {
  if (text === null) return { state: { ...EMPTY_CART, items: [] }, version: CART_STORAGE_VERSION };
  try {
    const saved = JSON.parse(text) as Partial<SavedCart> | null;
    if (saved?.version === CART_STORAGE_VERSION && Array.isArray(saved.state?.items))
      return saved as SavedCart;
  } catch {
    /* not a cart this release wrote */
  }
  return null;
}

/**
 * Adds one of `product` to the cart saved in `storage` with the cart's own rule, as the store would:
 * the store reads it when it starts. Null (and nothing written) when the saved cart is not one this
 * release wrote: the store would throw it away, so the tap is left to the page.
 */
export function addToSavedCart(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  product: CartProductInput,
): AddResult | null {
  const saved = readSavedCart(storage.getItem(CART_STORAGE_KEY));
  if (!saved || product.price === null) return null;
  const result = addToCart(saved.state.items, product, 1);
  if (!result.ok) return result;
  storage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ ...saved, state: { ...saved.state, items: result.items } }),
  );
  tellServerCartLines(result.items.length);
  return result;
}

/**
 * A tap on 'Ajouter au panier' before the page has hydrated: through the cart store when it already
 * runs, else into the saved cart. Whether the product went in.
 */
export function addBeforeHydration(product: CartProductInput, storage: Storage = localStorage): boolean {
  const store = pageSingletonIfMade<{ getState(): CartStore }>(CART_STORE_SINGLETON);
  if (store) return store.getState().addItem(product).ok;
  try {
    return addToSavedCart(storage, product)?.ok === true;
  } catch {
    // storage refused (private mode, quota): the page answers the tap once it runs
    return false;
  }
}
