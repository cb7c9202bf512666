/**
 * What the origin needs of a page renderer:
 * - `render(request)` — the document for `{ url, origin, headers }`: its status and HTML (or a
 *   redirect's `location`), and whether it is `cacheable`: an anonymous public page, the same for
 *   every visitor with this URL and these cookies. Null when it cannot render at all (no server build);
 * - `warmUp()` — renders what the first visitors would otherwise wait for;
 * - `knowsPath(pathname)`, optional — whether the route table has the path, for the plain index.html
 *   served when `render` gives nothing (200 for a known path, 404 otherwise; without it, always 404).
 * @typedef {{ status: number, html?: string, location?: string, cacheable?: boolean }} RenderedPage
 * @typedef {{ url: string, origin: string, headers: Record<string, string> }} RenderRequest
 * @typedef {{
 *   render(request: RenderRequest): Promise<RenderedPage | null>,
 *   warmUp(): Promise<void>,
 *   knowsPath?(pathname: string): boolean,
 * }} PageRenderer
 */

/** What a page's loaders may read of the request: the cart's hint cookie and the language, never a session. */
const RENDER_HEADERS = ['cookie', 'accept-language', 'user-agent'];

/**
 * The request a renderer is given for an Express request: path and query as sent, the origin the
 * visitor used (a malformed Host header cannot change the path) and the headers a page may read.
 * @param {import('express').Request} req
 * @returns {RenderRequest}
 */
export function renderRequest(req) {
  const origin = new URL('http://localhost');
  origin.protocol = req.protocol;
  origin.host = req.get('host') ?? origin.host;
  const headers = {};
  for (const name of RENDER_HEADERS) {
    if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
  }
  return { url: req.originalUrl, origin: origin.origin, headers };
}
