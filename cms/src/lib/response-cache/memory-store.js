'use strict';

const MAX_ENTRIES = 1000;

/**
 * The cache of one process. `epoch` moves on at every purge: an answer computed while a purge
 * happened is not kept (it may have read rows the purge was about).
 */
const createMemoryStore = ({ maxEntries = MAX_ENTRIES } = {}) => {
  const entries = new Map();
  const keysByTag = new Map();
  let epoch = 0;

  const remove = (key) => entries.delete(key);

  return {
    kind: 'memory',
    async lookup(key) {
      const entry = entries.get(key);
      if (entry) {
        // Refresh recency: Map keeps insertion order, the oldest entry is dropped first.
        entries.delete(key);
        entries.set(key, entry);
      }
      return { entry: entry ?? null, epoch };
    },
    async save(key, entry, tags, seenEpoch) {
      if (seenEpoch !== epoch) return false;
      if (entries.size >= maxEntries) remove(entries.keys().next().value);
      entries.set(key, entry);
      for (const tag of tags) {
        if (!keysByTag.has(tag)) keysByTag.set(tag, new Set());
        keysByTag.get(tag).add(key);
      }
      return true;
    },
    async purge(tags) {
      epoch += 1;
      for (const tag of tags) {
        for (const key of keysByTag.get(tag) ?? []) remove(key);
        keysByTag.delete(tag);
      }
    },
    get size() {
      return entries.size;
    },
    async close() {},
  };
};

module.exports = { createMemoryStore };
