'use strict';

const MAX_ENTRIES = 1000;

/**
 * The cache of one process. `epoch` moves on at every write: an answer computed while a write
 * happened is not kept (it may have read rows the write was about), nor one whose tags an
 * uncommitted write holds.
 */
const createMemoryStore = ({ maxEntries = MAX_ENTRIES } = {}) => {
  const entries = new Map();
  const keysByTag = new Map();
  const holds = new Map();
  let epoch = 0;

  const write = (tags, holdChange) => {
    epoch += 1;
    for (const tag of tags) {
      for (const key of keysByTag.get(tag) ?? []) entries.delete(key);
      keysByTag.delete(tag);
      const held = (holds.get(tag) ?? 0) + holdChange;
      if (held > 0) holds.set(tag, held);
      else holds.delete(tag);
    }
  };

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
      if (seenEpoch !== epoch || tags.some((tag) => holds.has(tag))) return false;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
      entries.set(key, entry);
      for (const tag of tags) {
        if (!keysByTag.has(tag)) keysByTag.set(tag, new Set());
        keysByTag.get(tag).add(key);
      }
      return true;
    },
    purge: async (tags) => write(tags, 0),
    hold: async (tags) => write(tags, 1),
    release: async (tags) => write(tags, -1),
  };
};

module.exports = { createMemoryStore };
