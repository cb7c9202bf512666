const KILOBYTE = 1024;

/** What an answer kept here is sent with (the CMS's own headers). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'];

/**
 * The site search's suggestions (`GET /api/search/suggest?q=`, asked at each pause of typing) kept
 * in the origin's memory, per address with its query, as a CDN would keep them for their
 * `max-age`: a kept answer costs no hop to the CMS (docs/decisions/022-site-search.md). An answer
 * is kept at most `maxAgeMs` and all are dropped by `clear()`, called when the CMS's content
 * version moves; an answer asked before a `clear()` and received after it is not kept. Only whole
 * 200 answers without credentials are kept; the least recently used go past `maxBytes`.
 * @param {{ maxAgeMs?: number, maxBytes?: number, maxAnswerBytes?: number, now?: () => number }} [options]
 */
export function createSuggestionCache({
  maxAgeMs = 5000,
  maxBytes = 4096 * KILOBYTE,
  maxAnswerBytes = 64 * KILOBYTE,
  now = Date.now,
} = {}) {
  /** @type {Map<string, { body: Buffer, headers: Record<string, string>, keptAt: number }>} */
  const entries = new Map();
  let bytes = 0;
  let generation = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const keep = (key, body, headers) => {
    drop(key);
    entries.set(key, { body, headers, keptAt: now() });
    bytes += body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  const fresh = (key) => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.keptAt >= maxAgeMs) {
      drop(key);
      return null;
    }
    // the most recently used last: the first ones go when the cache is full
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const answerKept = (req, res, entry) => {
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader('X-Origin-Cache', 'HIT');
    if (entry.headers.etag && req.headers['if-none-match'] === entry.headers.etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', entry.body.length);
    return res.end(req.method === 'HEAD' ? undefined : entry.body);
  };

  /** Passes the request on and keeps its answer once sent, if it may be kept. */
  const keepAnswerOf = (req, res, next) => {
    const key = req.originalUrl;
    const askedIn = generation;
    const chunks = [];
    let size = 0;
    const collect = (chunk, encoding) => {
      if (!chunk || typeof chunk === 'function' || size > maxAnswerBytes) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    const { write, end } = res;
    res.write = function writeAndKeep(chunk, encoding, ...rest) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, ...rest);
    };
    res.end = function endAndKeep(chunk, encoding, ...rest) {
      collect(chunk, encoding);
      const keepable =
        res.statusCode === 200 &&
        askedIn === generation &&
        size <= maxAnswerBytes &&
        !res.getHeader('content-encoding') &&
        !res.getHeader('set-cookie');
      if (keepable) {
        const headers = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        keep(key, Buffer.concat(chunks), headers);
      }
      return end.call(this, chunk, encoding, ...rest);
    };
    res.setHeader('X-Origin-Cache', 'MISS');
    return next();
  };

  return {
    /** Express middleware, mounted on the suggestions' path in front of the API proxy. */
    middleware(req, res, next) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) return next();
      const entry = fresh(req.originalUrl);
      if (entry) return answerKept(req, res, entry);
      // a HEAD answer has no body to keep
      return req.method === 'GET' ? keepAnswerOf(req, res, next) : next();
    },
    /** Drops every kept answer (the content changed). */
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}
