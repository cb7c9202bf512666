import fs from 'node:fs/promises';
import { pageCacheKey } from './page-cache-key.mjs';
import { isSharedPage, pageHeaders } from './page-headers.mjs';
import { preparePage, sendPreparedPage } from './prepared-page.mjs';
import { renderRequest } from './render-request.mjs';

const CACHE_STATES = { hit: 'HIT', stale: 'STALE', shared: 'HIT', miss: 'MISS' };

/**
 * The path with each run of slashes (and backslashes, which browsers read as slashes) made one:
 * `//boutique` as a `Location` is another host's address.
 * @param {string} pathname
 */
export const samePagePath = (pathname) => pathname.replace(/[/\\]+/g, '/');

/**
 * Answers the page requests (GET or HEAD, HTML accepted) with the renderer's document and its status
 * (or its redirect), through the micro-cache when there is one; the plain index.html when the
 * renderer gives nothing or fails.
 * @param {{
 *   renderer: import('./render-request.mjs').PageRenderer,
 *   cache: ReturnType<typeof import('./page-cache.mjs').createPageCache> | null,
 *   lifetimes: { sharedSeconds: number, staleSeconds: number },
 *   indexHtml: string | ((req: import('express').Request) => string),
 *   cacheScope?: (req: import('express').Request) => string,
 * }} options `cacheScope`: what else a page depends on (the live set of releases): part of its cache key
 */
export function pageHandler({ renderer, cache, lifetimes, indexHtml, cacheScope = () => '' }) {
  const knowsPath = renderer.knowsPath ?? (() => false);

  /** The page for `req`, made ready to be sent many times when it may be shared. */
  async function renderDocument(req, { prepare }) {
    const started = performance.now();
    const page = await renderer.render({ ...renderRequest(req), live: req.live });
    const renderMs = performance.now() - started;
    if (!page) return { value: null, cacheable: false };
    // a 5xx page (the CMS is down): the cache answers with the page's last good copy when it has one
    const failed = page.status >= 500;
    if (!prepare || !isSharedPage(page)) return { value: { page, renderMs }, cacheable: false, failed };
    const prepared = await preparePage(page);
    // the HTML is kept once, as the prepared bytes
    const kept = { status: page.status, cacheable: page.cacheable };
    return { value: { page: kept, renderMs, prepared }, cacheable: true, size: prepared.size };
  }

  /**
   * The page for `req` and what the cache did. A request whose key is null (credentials, a cookie
   * that is not a hint) is rendered for itself, and its page is shared with no cache, not even a CDN.
   */
  async function pageFor(req) {
    const urlKey = pageCacheKey({
      url: req.originalUrl,
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
    });
    const scope = cacheScope(req);
    const key = urlKey && (scope ? `${scope}\n${urlKey}` : urlKey);
    if (!key || !cache) {
      const { value } = await renderDocument(req, { prepare: false });
      if (value && !key) value.page = { ...value.page, cacheable: false };
      return { value, state: cache ? 'PASS' : null };
    }
    const { value, state } = await cache.get(key, () => renderDocument(req, { prepare: true }));
    return { value, state: CACHE_STATES[state] };
  }

  /** The browser renders the page: 200 for a path the route table knows, 404 for any other. */
  async function sendAppShell(req, res) {
    res.status(knowsPath(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(await fs.readFile(typeof indexHtml === 'function' ? indexHtml(req) : indexHtml));
  }

  return async (req, res, next) => {
    // A form of the page sent without its script (forms post, so that nothing typed goes into an
    // address): the page again, as after any post, rather than a 404. Nothing sent is read.
    if (req.method === 'POST' && req.accepts('html') && knowsPath(req.path)) {
      return res.redirect(303, samePagePath(req.path));
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    let result;
    try {
      result = await pageFor(req);
    } catch (error) {
      console.error(`Server rendering of ${req.originalUrl} failed:`, error);
      return sendAppShell(req, res).catch(next);
    }
    const { value, state } = result;
    if (!value) return sendAppShell(req, res).catch(next);
    res.set(pageHeaders(value.page, lifetimes));
    if (state) res.setHeader('X-Cache', state);
    res.setHeader(
      'Server-Timing',
      state === 'HIT' || state === 'STALE' ? 'cache;desc="hit"' : `render;dur=${value.renderMs.toFixed(1)}`,
    );
    if (value.page.location) return res.redirect(value.page.status, value.page.location);
    if (value.prepared) return sendPreparedPage(req, res, value.prepared);
    return res.status(value.page.status).type('html').send(value.page.html);
  };
}
