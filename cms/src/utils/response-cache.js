'use strict';

const MAX_ENTRIES = 1000;

/**
 * In-memory store of serialised public GET answers. Every write to cached content moves the
 * generation on and empties the store; an answer computed while a write happened is not kept,
 * so a changed price is never served from here.
 */
const createResponseCache = ({ maxEntries = MAX_ENTRIES } = {}) => {
  const entries = new Map();
  let generation = 0;

  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Refresh recency: Map keeps insertion order, the oldest entry is dropped first.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, entry, startedAtGeneration) {
      if (startedAtGeneration !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
      entries.set(key, entry);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
};

/** The one cache of this process, shared by the middleware and the lifecycle hooks. */
const responseCache = createResponseCache();

/** Content types whose public reads are cached, and what their answers embed (media). */
const CACHED_CONTENT_TYPES = [
  'api::produit.produit',
  'api::vehicule.vehicule',
  'api::article.article',
  'api::article-category.article-category',
  'api::faq-item.faq-item',
  'api::station.station',
  'plugin::upload.file',
];

const CACHED_PATHS =
  /^\/api\/(produits|vehicules|articles|article-categories|faq-items|stations|ocm\/poi)(\/|$)/;

module.exports = { createResponseCache, responseCache, CACHED_CONTENT_TYPES, CACHED_PATHS };
