'use strict';

const DEFAULT_BASE_URL = 'https://api.openchargemap.io/v3';
const DEFAULT_TTL_MS = 10 * 60 * 1000;
const MAX_CACHED_QUERIES = 200;
const FORWARDED_PARAMS = [
  'countrycode',
  'latitude',
  'longitude',
  'distance',
  'distanceunit',
  'maxresults',
  'connectiontypeid',
  'minpowerkw',
  'operatorid',
  'chargepointid',
  'levelid',
  'usagetypeid',
  'statustypeid',
  'boundingbox',
];

/**
 * Proxy of the live Open Charge Map service: the API key stays on the server, answers are
 * cached in memory per query for OCM_CACHE_TTL_MS (10 minutes by default).
 *
 * @param {{ apiKey: string, baseUrl?: string, ttlMs?: number, timeoutMs?: number }} options
 */
const createOcmLiveClient = ({
  apiKey,
  baseUrl = DEFAULT_BASE_URL,
  ttlMs = DEFAULT_TTL_MS,
  timeoutMs = 8000,
}) => {
  /** @typedef {import('./poi-query').OcmPoi} OcmPoi */
  /** @type {Map<string, { pois: OcmPoi[], expiresAt: number }>} */
  const cache = new Map();

  /** @param {Record<string, unknown> | null | undefined} query */
  const buildUrl = (query) => {
    const lowered = Object.fromEntries(
      Object.entries(query || {}).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const params = new URLSearchParams({
      output: 'json',
      compact: 'false',
      verbose: 'true',
      includecomments: 'true',
    });
    for (const name of FORWARDED_PARAMS) {
      if (lowered[name] !== undefined && lowered[name] !== '') params.set(name, String(lowered[name]));
    }
    if (!params.has('distanceunit') && params.has('distance')) params.set('distanceunit', 'km');
    params.sort();
    const publicUrl = `${baseUrl.replace(/\/+$/, '')}/poi/?${params}`;
    params.set('key', apiKey);
    return { cacheKey: publicUrl, url: `${baseUrl.replace(/\/+$/, '')}/poi/?${params}` };
  };

  /**
   * @param {Record<string, unknown> | null | undefined} query
   * @returns {Promise<OcmPoi[]>}
   */
  const fetchPois = async (query) => {
    const { cacheKey, url } = buildUrl(query);
    const cached = cache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.pois;

    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Open Charge Map answered ${response.status}`);
    /** @type {unknown} */
    const pois = await response.json();
    if (!Array.isArray(pois)) throw new Error('Open Charge Map answered something other than a list');

    if (cache.size >= MAX_CACHED_QUERIES) cache.delete(/** @type {string} */ (cache.keys().next().value));
    cache.set(cacheKey, { pois, expiresAt: Date.now() + ttlMs });
    return pois;
  };

  return { fetchPois };
};

module.exports = { createOcmLiveClient };
