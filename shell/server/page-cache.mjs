/**
 * In-memory micro-cache of rendered pages: fresh for `freshMs`, then served stale for `staleMs` more
 * while one request renders the page again; concurrent misses of one key share one render; least
 * recently used entries go first past `maxEntries` or `maxBytes`.
 *
 * `render()` resolves to `{ value, cacheable, size, failed }`. Only a cacheable result is stored or
 * handed to the requests that waited on it: a waiter whose shared render was not cacheable renders its
 * own, so a page meant for one visitor never reaches another.
 *
 * A render that fails (throws, or says `failed`: the CMS is down) is answered with the last good copy
 * of the page when there is one, however old — this process's own, else the one `shared` kept for all
 * the origin's processes — and that copy is served stale for `staleMs` more while renders are retried.
 *
 * @param {{
 *   freshMs: number,
 *   staleMs: number,
 *   maxEntries?: number,
 *   maxBytes?: number,
 *   now?: () => number,
 *   shared?: SharedPages | null,
 * }} options
 */
export function createPageCache({
  freshMs,
  staleMs,
  maxEntries = 500,
  maxBytes = 64 * 2 ** 20,
  now = Date.now,
  shared = null,
}) {
  /** @type {Map<string, { value: unknown, size: number, freshUntil: number, staleUntil: number }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<{ value: unknown, cacheable: boolean, size?: number, fallback?: boolean }>>} */
  const flights = new Map();
  let bytes = 0;
  // moves on when the content changes: a render started before that is not stored
  let generation = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  function store(key, value, size, { freshFor = freshMs } = {}) {
    remove(key);
    if (size > maxBytes) return;
    const stored = now();
    entries.set(key, { value, size, freshUntil: stored + freshFor, staleUntil: stored + freshFor + staleMs });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /** The last good copy of the page, served stale for `staleMs` from now; null when there is none. */
  async function lastGoodCopy(key) {
    const entry = entries.get(key);
    if (entry) {
      entry.staleUntil = now() + staleMs;
      return entry.value;
    }
    const kept = await shared?.find(key).catch(() => null);
    if (!kept) return null;
    store(key, kept.value, kept.size, { freshFor: 0 });
    return kept.value;
  }

  function startRender(key, render) {
    const startedAt = generation;
    const flight = (async () => {
      let result;
      try {
        result = await render();
      } catch (error) {
        const copy = await lastGoodCopy(key);
        if (copy === null) throw error;
        return { value: copy, cacheable: true, fallback: true };
      }
      if (result.cacheable) {
        if (startedAt === generation) {
          store(key, result.value, result.size ?? 0);
          shared?.keep(key, result.value);
        }
        return result;
      }
      const copy = result.failed ? await lastGoodCopy(key) : null;
      return copy === null ? result : { value: copy, cacheable: true, fallback: true };
    })();
    flights.set(key, flight);
    const done = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    flight.then(done, done);
    return flight;
  }

  /**
   * The page for `key`: `state` says where it came from ('hit', 'stale', 'shared' or 'miss').
   * @template T
   * @param {string} key
   * @param {() => Promise<{ value: T, cacheable: boolean, size?: number, failed?: boolean }>} render
   * @returns {Promise<{ value: T, state: 'hit' | 'stale' | 'shared' | 'miss' }>}
   */
  async function get(key, render) {
    const entry = entries.get(key);
    const time = now();
    if (entry) {
      // most recently used last: Map keeps insertion order, eviction takes the first
      entries.delete(key);
      entries.set(key, entry);
    }
    if (entry && time < entry.freshUntil) return { value: /** @type {T} */ (entry.value), state: 'hit' };
    if (entry && time < entry.staleUntil) {
      if (!flights.has(key)) startRender(key, render).catch(() => undefined);
      return { value: /** @type {T} */ (entry.value), state: 'stale' };
    }
    // past its stale time an entry is only the last good copy, for when its render fails
    const pending = flights.get(key);
    if (pending) {
      const sharedRender = await pending.catch(() => null);
      if (sharedRender?.fallback) return { value: /** @type {T} */ (sharedRender.value), state: 'stale' };
      if (sharedRender?.cacheable) return { value: /** @type {T} */ (sharedRender.value), state: 'shared' };
      return { value: (await render()).value, state: 'miss' };
    }
    const result = await startRender(key, render);
    return { value: /** @type {T} */ (result.value), state: result.fallback ? 'stale' : 'miss' };
  }

  /** Forgets every page, and every render under way, at once (the content they show has changed). */
  function clear() {
    generation += 1;
    entries.clear();
    flights.clear();
    bytes = 0;
  }

  return {
    get,
    clear,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Where the origin's processes keep the last good copy of each cacheable page for one another
 * (see ./shared-pages.mjs).
 * @typedef {{
 *   keep(key: string, value: any): void,
 *   find(key: string): Promise<{ value: any, size: number } | null>,
 * }} SharedPages
 */
