import os from 'node:os';

/** A positive number from the environment, or `fallback` when unset or not one. */
function positive(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
}

/**
 * The page micro-cache's settings (README, environment variables): `PAGE_CACHE=off` turns it off;
 * `PAGE_CACHE_TTL` seconds fresh (also the CDN's `s-maxage`), `PAGE_CACHE_STALE` seconds more served
 * stale while one request renders again (also `stale-while-revalidate`), `PAGE_CACHE_MAX_MB` per process
 * (and for the last good copies the workers share on disk, in `PAGE_CACHE_SHARED_DIR`).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheSettings(env = process.env) {
  return {
    enabled: !['off', 'false', '0'].includes(String(env.PAGE_CACHE ?? '').toLowerCase()),
    freshSeconds: positive(env.PAGE_CACHE_TTL, 5),
    staleSeconds: positive(env.PAGE_CACHE_STALE, 30),
    maxBytes: positive(env.PAGE_CACHE_MAX_MB, 64) * 2 ** 20,
    // set by the primary of `pnpm start` for its workers (./shared-pages.mjs)
    sharedFolder: env.PAGE_CACHE_SHARED_DIR || null,
  };
}

/**
 * How long the origin waits for the CMS to answer a proxied API request: `CMS_TIMEOUT` seconds, 10 by
 * default (the API client's own wait); then 504.
 * @param {Record<string, string | undefined>} env
 */
export function cmsTimeoutMs(env = process.env) {
  return positive(env.CMS_TIMEOUT, 10) * 1000;
}

/**
 * How many worker processes serve the origin: `WEB_CONCURRENCY`, else one per core.
 * @param {Record<string, string | undefined>} env
 */
export function workerCount(env = process.env, cores = os.availableParallelism()) {
  return Math.floor(positive(env.WEB_CONCURRENCY, cores)) || 1;
}

/**
 * Whether the origin answers the search's suggestions from its copy of the CMS's index
 * (docs/decisions/022-site-search.md): `ORIGIN_SUGGESTIONS=off` sends every one to the CMS.
 * @param {Record<string, string | undefined>} env
 */
export function originSuggestionsEnabled(env = process.env) {
  return !['off', 'false', '0'].includes(String(env.ORIGIN_SUGGESTIONS ?? '').toLowerCase());
}
