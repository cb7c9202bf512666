'use strict';

const { createBoundedMap, cacheBytesFromEnv } = require('./bounded-map');
const { liveRecordTags } = require('./live-fields');

const MAX_ENTRIES = 1000;

/** @typedef {import('./index').CacheEntry} CacheEntry */
/** @typedef {import('./index').Epoch} Epoch */
/** @typedef {import('./index').LiveRecord} LiveRecord */
/** @typedef {import('./index').LiveRefresh} LiveRefresh */
/**
 * What this store keeps under a key: an answer or template, or a document's live record.
 * @typedef {CacheEntry | { record: LiveRecord, template?: undefined }} HeldEntry
 */

/**
 * Bytes an entry holds: its answer, its template's text, or its live record.
 *
 * @param {{ entry: HeldEntry, tags: string[] }} held an answer, template or live record, with its tags
 */
const entrySize = ({ entry }) => {
  if ('body' in entry && entry.body) return entry.body.length + entry.etag.length;
  if (entry.template) return entry.template.segments.reduce((sum, part) => sum + part.length, 0) * 2;
  return JSON.stringify(('record' in entry ? entry.record : null) ?? null).length;
};

// Answers are keyed by their URL (starting with '/'); live records by type and documentId.
/**
 * @param {string} uid
 * @param {string} documentId
 */
const liveKey = (uid, documentId) => `live|${uid}|${documentId}`;

/**
 * The cache of one process. Each write takes the next sequence number (`epoch`) as the last write
 * of its tags: an answer is not kept if a write touched one of its tags since it was looked up (it
 * may have read rows the write was about), nor if an uncommitted write holds one of them. An
 * answer with live fields is kept as a template; its lookup also answers the live records of its
 * documents (null where missing).
 *
 * @returns {import('./index').ResponseCache}
 */
const createMemoryStore = ({ maxEntries = MAX_ENTRIES, maxBytes = cacheBytesFromEnv() } = {}) => {
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  /**
   * @param {string} key
   * @param {string[]} tags
   */
  const forgetKey = (key, tags) => {
    for (const tag of tags) keysByTag.get(tag)?.delete(key);
  };
  // Each entry with its tags, so that dropping one to make room also forgets it under its tags.
  const entries = createBoundedMap({
    maxBytes,
    maxEntries,
    sizeOf: entrySize,
    onDrop: (key, { tags }) => forgetKey(key, tags),
  });
  /** @type {Map<string, number>} */
  const holds = new Map();
  /** @type {Map<string, number>} */
  const lastWrite = new Map();
  let epoch = 0;

  /** @param {string[]} tags */
  const isHeld = (tags) => tags.some((tag) => holds.has(tag));
  /**
   * @param {string[]} tags
   * @param {Epoch} since
   */
  const writtenSince = (tags, since) => tags.some((tag) => (lastWrite.get(tag) ?? 0) > Number(since));

  // A hold with keepLive keeps the live records of a write that changes only live fields (its
  // live: tags): they show the values committed until then, and its release replaces or empties them.
  /**
   * @param {string[]} tags
   * @param {number} holdChange
   * @param {{ refresh?: LiveRefresh, keepLive?: boolean }} [options]
   */
  const write = (tags, holdChange, { refresh, keepLive = false } = {}) => {
    const fresh =
      refresh && holdChange < 0
        ? refresh.records.filter(
            ([documentId]) => !writtenSince(liveRecordTags(refresh.uid, documentId), refresh.since),
          )
        : [];
    epoch += 1;
    for (const tag of tags) {
      lastWrite.set(tag, epoch);
      if (!(holdChange > 0 && keepLive && tag.startsWith('live:'))) {
        for (const key of keysByTag.get(tag) ?? []) entries.delete(key);
        keysByTag.delete(tag);
      }
      const held = (holds.get(tag) ?? 0) + holdChange;
      if (held > 0) holds.set(tag, held);
      else holds.delete(tag);
    }
    if (refresh) {
      for (const [documentId, record] of fresh) {
        const recordTags = liveRecordTags(refresh.uid, documentId);
        if (!isHeld(recordTags)) put(liveKey(refresh.uid, documentId), { record }, recordTags);
      }
    }
    return epoch;
  };

  // Reading an entry makes it the most recent: the least recently used are dropped first.
  /** @param {string} key */
  const get = (key) => entries.get(key)?.entry ?? null;

  /**
   * @param {string} key
   * @param {HeldEntry} entry
   * @param {string[]} tags
   */
  const put = (key, entry, tags) => {
    if (!entries.set(key, { entry, tags })) return false;
    for (const tag of tags) {
      if (!keysByTag.has(tag)) keysByTag.set(tag, new Set());
      keysByTag.get(tag)?.add(key);
    }
    return true;
  };

  /**
   * @param {string} key
   * @param {HeldEntry} entry
   * @param {string[]} tags
   * @param {Epoch} seenEpoch
   */
  const keep = (key, entry, tags, seenEpoch) => {
    if (isHeld(tags) || writtenSince(tags, seenEpoch)) return false;
    return put(key, entry, tags);
  };

  /** @param {HeldEntry | null} entry */
  const recordOf = (entry) => (entry && 'record' in entry ? entry.record : null) ?? null;

  return {
    kind: 'memory',
    async lookup(key) {
      const entry = /** @type {CacheEntry | null} */ (get(key));
      const template = entry?.template;
      const live = template ? template.ids.map((id) => recordOf(get(liveKey(template.uid, id)))) : null;
      return { entry, epoch, live };
    },
    async save(key, entry, tags, seenEpoch) {
      return keep(key, entry, tags, seenEpoch);
    },
    /** Keeps live records ([documentId, record] pairs) read after the lookup that saw `seenEpoch`. */
    async saveLive(uid, records, seenEpoch) {
      for (const [documentId, record] of records)
        keep(liveKey(uid, documentId), { record }, liveRecordTags(uid, documentId), seenEpoch);
    },
    /** A write outside a transaction: answers its sequence number. */
    purge: async (tags) => write(tags, 0),
    /**
     * An uncommitted write (until release): answers its sequence number. With keepLive, the live
     * records its live: tags name stay until the release (the write has to be answered after it).
     */
    hold: async (/** @type {string[]} */ tags, /** @type {{ keepLive?: boolean }} */ { keepLive } = {}) =>
      write(tags, 1, { keepLive }),
    /**
     * The end of a held write. With `refresh` ({uid, records, since}: the live records of the
     * documents it changed as its transaction left them, and the number its hold answered), each
     * record replaces the one emptied, unless another write touched the document since the hold
     * or holds it now.
     */
    release: async (tags, refresh) => write(tags, -1, { refresh }),
  };
};

module.exports = { createMemoryStore };
