/**
 * Where the cart is kept in the browser, and the cookies that let the cart page's server draw it: the
 * cart itself when it fits in a cookie, else its number of lines. A tap before hydration goes through
 * the shell's one early-event replay (shell/src/early/early-events.ts), to the store itself.
 */
import { cartStateSchema, type CartState } from '../contracts/cart';
import { MAX_ORDER_LINES, type CartItem } from '../domain/cart-rules';

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

/**
 * The cart itself, as JSON, for the cart page's server to render its lines, summary and controls at
 * once (sent only to /panier, which is then rendered for this visitor alone). Left out when the cart
 * does not fit in a cookie: the page then shows one placeholder row per line until the browser draws it.
 */
export const CART_VIEW_COOKIE = 'cm.cart.view';
/** Browsers keep a cookie's name and value up to 4,096 bytes: room left for the name and attributes. */
export const CART_VIEW_MAX_CHARS = 3800;

/** The cart as the cookie tells it, null when it does not or tells nothing a cart could be. */
export function readCartView(value: string | undefined): CartState | null {
  if (value === undefined) return null;
  try {
    const parsed = cartStateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Tells the cart page's server what to draw: the number of lines, and the cart when it fits. */
export function tellServerCart({ items, couponCode, shippingMethod }: CartState): void {
  if (typeof document === 'undefined') return;
  const cookie = (name: string, value: string, maxAge: number) =>
    (document.cookie = `${name}=${value}; Path=/panier; Max-Age=${maxAge}; SameSite=Lax`);
  cookie(CART_LINES_COOKIE, String(items.length), YEAR_SECONDS);
  const view = encodeURIComponent(JSON.stringify({ items, couponCode, shippingMethod }));
  if (items.length > 0 && view.length <= CART_VIEW_MAX_CHARS) cookie(CART_VIEW_COOKIE, view, YEAR_SECONDS);
  else cookie(CART_VIEW_COOKIE, '', 0);
}
