'use strict';

/**
 * What a search answer may be asked and is answered with, wherever it is computed: the CMS
 * (api/search) and the origin's copy of the index (shell/server/search-suggestions.mjs).
 */
module.exports = Object.freeze({
  MAX_QUERY_LENGTH: 100,
  /** Results per kind of a suggestion (GET /api/search/suggest), as the shopper types. */
  SUGGESTIONS_PER_KIND: 3,
  RATE_WINDOW_SECONDS: 60,
  /** A shopper typing sends a few requests a word; a script asking thousands a minute is refused. */
  DEFAULT_RATE_LIMIT: 600,
  /** Answers change only with content: a few seconds in the browser or a CDN, then asked again. */
  CACHE_CONTROL: 'public, max-age=5, stale-while-revalidate=30',
});
