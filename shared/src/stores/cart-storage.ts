/**
 * Where the cart is kept in the browser, and the cookie that tells the cart page's server how many
 * lines to render. A tap before hydration goes through the shell's one early-event replay
 * (shell/src/early/early-events.ts), to the store itself.
 */
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

export function tellServerCartLines(lines: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${CART_LINES_COOKIE}=${lines}; Path=/panier; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
