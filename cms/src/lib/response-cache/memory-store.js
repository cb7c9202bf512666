'use strict';

const MAX_ENTRIES = 1000;

/**
 * The cache of one process. Each write takes the next sequence number (`epoch`) as the last write
 * of its tags: an answer is not kept if a write touched one of its tags since it was looked up (it
 * may have read rows the write was about), nor if an uncommitted write holds one of them.
 */
const createMemoryStore = ({ maxEntries = MAX_ENTRIES } = {}) => {
  const entries = new Map();
  const keysByTag = new Map();
  const holds = new Map();
  const lastWrite = new Map();
  let epoch = 0;

  const write = (tags, holdChange) => {
    epoch += 1;
    for (const tag of tags) {
      lastWrite.set(tag, epoch);
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
      if (tags.some((tag) => holds.has(tag) || (lastWrite.get(tag) ?? 0) > seenEpoch)) return false;
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
