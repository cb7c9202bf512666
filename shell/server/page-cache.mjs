/**
 * In-memory micro-cache of rendered pages: fresh for `freshMs`, then served stale for `staleMs` more
 * while one request renders the page again; concurrent misses of one key share one render; least
 * recently used entries go first past `maxEntries` or `maxBytes`.
 *
 * `render()` resolves to `{ value, cacheable, size }`. Only a cacheable result is stored or handed to
 * the requests that waited on it: a waiter whose shared render was not cacheable renders its own, so
 * a page meant for one visitor never reaches another.
 *
 * @param {{ freshMs: number, staleMs: number, maxEntries?: number, maxBytes?: number, now?: () => number }} options
 */
export function createPageCache({
  freshMs,
  staleMs,
  maxEntries = 500,
  maxBytes = 64 * 2 ** 20,
  now = Date.now,
}) {
  /** @type {Map<string, { value: unknown, size: number, freshUntil: number, staleUntil: number }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<{ value: unknown, cacheable: boolean, size?: number }>>} */
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

  function store(key, value, size) {
    remove(key);
    if (size > maxBytes) return;
    const stored = now();
    entries.set(key, { value, size, freshUntil: stored + freshMs, staleUntil: stored + freshMs + staleMs });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function startRender(key, render) {
    const startedAt = generation;
    const flight = (async () => {
      const result = await render();
      if (result.cacheable && startedAt === generation) store(key, result.value, result.size ?? 0);
      return result;
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
   * @param {() => Promise<{ value: T, cacheable: boolean, size?: number }>} render
   * @returns {Promise<{ value: T, state: 'hit' | 'stale' | 'shared' | 'miss' }>}
   */
  async function get(key, render) {
    const entry = entries.get(key);
    const time = now();
    if (entry && time < entry.staleUntil) {
      // most recently used last: Map keeps insertion order, eviction takes the first
      entries.delete(key);
      entries.set(key, entry);
      if (time < entry.freshUntil) return { value: /** @type {T} */ (entry.value), state: 'hit' };
      if (!flights.has(key)) startRender(key, render).catch(() => undefined);
      return { value: /** @type {T} */ (entry.value), state: 'stale' };
    }
    remove(key);
    const pending = flights.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared?.cacheable) return { value: /** @type {T} */ (shared.value), state: 'shared' };
      return { value: (await render()).value, state: 'miss' };
    }
    return { value: (await startRender(key, render)).value, state: 'miss' };
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
