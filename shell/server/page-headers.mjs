/** Statuses of a page a shared cache may keep: the page itself, and the not-found page of an unknown URL. */
export const CACHEABLE_STATUSES = new Set([200, 404]);

/**
 * Whether a rendered page may be kept by a shared cache (the origin's, a CDN's): the renderer says it
 * is the same for every visitor with this URL and these cookies, and its status is one worth keeping.
 * @param {{ status: number, cacheable: boolean }} page
 */
export const isSharedPage = (page) => page.cacheable && CACHEABLE_STATUSES.has(page.status);

/**
 * The caching headers of a rendered page. A shared page may be kept by a CDN for `sharedSeconds`
 * and served stale for `staleSeconds` more while it fetches a new one; browsers always ask again.
 * Any other page is for one visitor only and is never stored. The page's cookies (the cart's hint on
 * /panier) are part of what it shows, hence `Vary: Cookie`.
 * @param {{ status: number, cacheable: boolean }} page
 * @param {{ sharedSeconds: number, staleSeconds: number }} lifetimes
 */
export function pageHeaders(page, { sharedSeconds, staleSeconds }) {
  if (!isSharedPage(page)) return { 'Cache-Control': 'private, no-store' };
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${staleSeconds}`,
    Vary: 'Accept-Encoding, Cookie',
  };
}
