/**
 * Cookies the browser leaves as hints for the server render: `cm.cart.lines` (CART_LINES_COOKIE in
 * shared/src/stores/cart.ts), the cart's number of lines, sent only to /panier. The cart's copy
 * (`cm.cart.view`, decision 033) is not one: a page rendered from it is its visitor's alone.
 */
export const HINT_COOKIES = ['cm.cart.lines'];

/**
 * The micro-cache key of a page request: path and query, plus the hint cookies it carries. Null when
 * the request must not be answered from the cache: it carries credentials, or a cookie the render
 * might depend on that is not a hint (a session, say).
 * @param {{ url: string, cookie?: string, authorization?: string }} request
 */
export function pageCacheKey({ url, cookie = '', authorization }) {
  if (authorization) return null;
  const hints = [];
  for (const pair of cookie.split(';')) {
    if (!pair.trim()) continue;
    const separator = pair.indexOf('=');
    const name = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (!HINT_COOKIES.includes(name)) return null;
    hints.push(`${name}=${pair.slice(separator + 1).trim()}`);
  }
  return hints.length === 0 ? url : `${url}\n${hints.sort().join('; ')}`;
}
