import type { LoaderFunctionArgs } from 'react-router-dom';
import { requestCookie } from '@chargemaroc/shared/routing/loader-context';
import { CART_LINES_COOKIE } from '@chargemaroc/shared/stores/cart';

/**
 * The cart lives in the browser; the server knows only its number of lines, from a cookie the cart
 * leaves for /panier. Null when unknown (a browser navigation reads the cart itself).
 */
export function cartLoader({ request }: LoaderFunctionArgs) {
  const lines = requestCookie(request, CART_LINES_COOKIE);
  return { serverLines: lines === undefined ? null : Number(lines) || 0 };
}

export type CartData = ReturnType<typeof cartLoader>;
