import type { LoaderFunctionArgs } from 'react-router-dom';
import { requestCookie } from '@chargemaroc/shared/routing/loader-context';
import {
  CART_LINES_COOKIE,
  CART_VIEW_COOKIE,
  readCartLinesHint,
  readCartView,
} from '@chargemaroc/shared/stores/cart';

/**
 * The cart lives in the browser; the server knows what its cookies tell /panier: the cart itself
 * when it fits in one (`serverCart`, drawn as it is), else its number of lines, within what an order
 * may hold (`serverLines`). Both null when unknown (a browser navigation reads the cart itself).
 */
export function cartLoader({ request }: LoaderFunctionArgs) {
  const serverCart = readCartView(requestCookie(request, CART_VIEW_COOKIE));
  // a cart that fits in a cookie (4 KB) holds a few lines: what it costs the server is bounded
  const serverLines = serverCart
    ? serverCart.items.length
    : readCartLinesHint(requestCookie(request, CART_LINES_COOKIE));
  return { serverLines, serverCart };
}

export type CartData = ReturnType<typeof cartLoader>;
