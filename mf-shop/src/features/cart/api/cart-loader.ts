import type { LoaderFunctionArgs } from 'react-router-dom';
import { requestCookie } from '@chargemaroc/shared/routing/loader-context';
import { CART_LINES_COOKIE, readCartLinesHint } from '@chargemaroc/shared/stores/cart';

/**
 * The cart lives in the browser; the server knows only its number of lines, from a cookie the cart
 * leaves for /panier, within what an order may hold. Null when unknown (a browser navigation reads
 * the cart itself).
 */
export function cartLoader({ request }: LoaderFunctionArgs) {
  return { serverLines: readCartLinesHint(requestCookie(request, CART_LINES_COOKIE)) };
}

export type CartData = ReturnType<typeof cartLoader>;
