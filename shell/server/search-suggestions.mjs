// The CMS's own search engine (tokenizer, French folding and stems, weights, typos), request rules
// and message: the origin builds the same index from the same documents, so both fold and rank alike.
import {
  KINDS,
  buildSearchIndex,
  putDocument,
  removeDocument,
  searchIndex,
} from '@chargemaroc/cms/search/search-index';
import answerRules from '@chargemaroc/cms/search/answer-rules';
import cmsMessages from '@chargemaroc/cms/messages';

const { CACHE_CONTROL, DEFAULT_RATE_LIMIT, MAX_QUERY_LENGTH, SUGGESTIONS_PER_KIND } = answerRules;
const RATE_WINDOW_MS = answerRules.RATE_WINDOW_SECONDS * 1000;

const rateLimitFromEnv = () => {
  const value = Number.parseInt(process.env.SEARCH_RATE_LIMIT || '', 10);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_RATE_LIMIT;
};

/**
 * @typedef {{ version: string, documents: Array<{ id: string } & Record<string, unknown>> }} SearchDocuments
 * what the CMS serves: its content version and its index's documents (cms/src/search/documents.js)
 */

/**
 * The CMS's documents (`GET /api/search/documents` → { version, documents }).
 * @param {string} url
 * @returns {Promise<SearchDocuments>}
 */
async function readDocuments(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return /** @type {Promise<SearchDocuments>} */ (response.json());
}

/**
 * Counts the suggestions computed for each address in fixed windows of a minute (the CMS's
 * SEARCH_RATE_LIMIT, 600 by default): past the limit the address is refused until the window ends.
 */
function createRateLimit({ now }) {
  let windowStart = now();
  let counts = new Map();
  return (address) => {
    if (now() - windowStart >= RATE_WINDOW_MS) {
      windowStart = now();
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    if (count <= rateLimitFromEnv()) return 0;
    return Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now()) / 1000));
  };
}

/**
 * The site search's suggestions (`GET /api/search/suggest?q=`) answered by the origin from its own
 * copy of the CMS's search index, without a hop through the CMS's request handling per query
 * (docs/decisions/022-site-search.md). The copy is built from the CMS's documents
 * (`/api/search/documents`, tagged with the content version) and brought up to date by
 * `follow(version)` when the CMS's content version moves: only the documents that changed are put
 * in again, the copy in use answering until then. Passed on to the CMS (next()): any request
 * other than a plain `?q=`, a query the CMS would refuse, any before the first copy is loaded, and
 * a query that finds nothing here (the copy lags a write by up to a second; a new name is then
 * found by the CMS).
 * @param {{ cmsUrl: string, fetchDocuments?: (url: string) => Promise<SearchDocuments>,
 *   log?: (message: string) => void, now?: () => number }} options
 */
export function createSearchSuggestions({
  cmsUrl,
  fetchDocuments = readDocuments,
  log = console.warn,
  now = Date.now,
}) {
  const url = `${cmsUrl}/api/search/documents`;
  /** @type {ReturnType<typeof buildSearchIndex> | null} */
  let engine = null;
  /** each document's JSON, to put in again only those that changed */
  let written = new Map();
  let loadedVersion = null;
  let loading = null;
  let failing = false;
  const overLimit = createRateLimit({ now });

  const apply = ({ documents }) => {
    const next = new Map(documents.map((document) => [document.id, JSON.stringify(document)]));
    if (!engine) {
      engine = buildSearchIndex(documents);
    } else {
      for (const document of documents)
        if (written.get(document.id) !== next.get(document.id)) putDocument(engine, document);
      for (const id of written.keys()) if (!next.has(id)) removeDocument(engine, id);
    }
    written = next;
  };

  const load = async () => {
    try {
      const answer = await fetchDocuments(url);
      apply(answer);
      loadedVersion = answer.version;
      if (failing) log(`Search documents of the CMS readable again (${url}).`);
      failing = false;
      return true;
    } catch (error) {
      // said once per outage; the next reading of the content version tries again
      if (!failing) log(`Search documents of the CMS unreadable (${url}): ${error.message}`);
      failing = true;
      return false;
    }
  };

  /**
   * Brings the copy to the content `version` the CMS announced (called at each reading of it):
   * loads the documents when the copy is of another version, one load at a time. Resolves true when
   * the copy changed (the answers kept from the former copy are then to be dropped).
   */
  const follow = async (version) => {
    if (loading || (engine && version === loadedVersion)) return false;
    loading = load().finally(() => {
      loading = null;
    });
    return loading;
  };

  return {
    follow,
    /** Express middleware, mounted on the suggestions' path in front of the API proxy. */
    middleware(req, res, next) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || !engine)
        return next();
      const params = Object.keys(req.query);
      const q = req.query.q;
      if (params.some((name) => name !== 'q') || (q !== undefined && typeof q !== 'string')) return next();
      const query = (q ?? '').trim();
      if (query.length > MAX_QUERY_LENGTH) return next();
      const retryAfter = overLimit(req.ip ?? '');
      if (retryAfter > 0) {
        res.setHeader('Retry-After', String(retryAfter));
        return res.status(429).json({
          data: null,
          error: { status: 429, name: 'RateLimitError', message: cmsMessages.tooManySearches, details: {} },
        });
      }
      const found = searchIndex(engine, query, { kinds: KINDS, limit: SUGGESTIONS_PER_KIND, spell: false });
      if (found.total === 0 && query !== '') return next();
      res.setHeader('Cache-Control', CACHE_CONTROL);
      res.setHeader('X-Search', 'origin');
      return res.json({ query, ...found });
    },
    /** The content version of the copy in use (null before the first load). */
    get version() {
      return loadedVersion;
    },
  };
}
