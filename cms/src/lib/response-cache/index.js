'use strict';

const { getRedis, redisKeyPrefix } = require('../redis');
const { createMemoryStore } = require('./memory-store');
const { createRedisStore } = require('./redis-store');

/**
 * An answer as it is sent: its ETag and JSON body.
 * @typedef {{ etag: string, body: Buffer | string }} CachedAnswer
 */
/**
 * An answer kept with holes for its documents' live fields (live-fields.js cutLiveFields):
 * slots[i] = [index in ids, field], the value of slot i goes between segments i and i+1.
 * @typedef {{ uid: string, ids: string[], slots: [number, string][], segments: string[], tag: string }} LiveTemplate
 */
/**
 * A document's live fields (cached-content LIVE_FIELDS) by name.
 * @typedef {Record<string, unknown>} LiveRecord
 */
/**
 * What the cache keeps under a key: an answer, a template, or (under a live key) a live record.
 * @typedef {{ etag: string, body: Buffer | string, template?: undefined }
 *   | { template: LiveTemplate }} CacheEntry
 */
/**
 * A write's sequence number (a number in memory, Redis's text of it).
 * @typedef {number | string} Epoch
 */
/**
 * A lookup's outcome: the entry (or null), the epoch it was read at and, for a template, the live
 * records of its documents (null where missing).
 * @typedef {{ entry: CacheEntry | null, epoch: Epoch, live: (LiveRecord | null)[] | null }} Lookup
 */
/**
 * The live records of the documents a held write changed, as its transaction left them, and the
 * number its hold answered.
 * @typedef {{ uid: string, records: [string, LiveRecord][], since: Epoch }} LiveRefresh
 */
/**
 * The response cache, in memory or on Redis.
 * @typedef {object} ResponseCache
 * @property {'memory' | 'redis'} kind
 * @property {(key: string) => Promise<Lookup>} lookup
 * @property {(key: string, entry: CacheEntry, tags: string[], seenEpoch: Epoch) => Promise<boolean>} save
 * @property {(uid: string, records: [string, LiveRecord][], seenEpoch: Epoch) => Promise<void>} saveLive
 * @property {(tags: string[]) => Promise<number>} purge
 * @property {(tags: string[], options?: { keepLive?: boolean }) => Promise<number>} hold
 * @property {(tags: string[], refresh?: LiveRefresh) => Promise<number>} release
 */

/** @type {{ id: string, store: ResponseCache } | null} */
let current = null;

/**
 * The response cache of this Strapi: on Redis (shared by every CMS process) when REDIS_URL is
 * set, in this process's memory otherwise. Same interface: lookup(key) → {entry, epoch},
 * save(key, entry, tags, epoch), purge(tags).
 *
 * @returns {ResponseCache}
 */
const getResponseCache = () => {
  const redis = getRedis();
  const id = redis ? `redis|${redisKeyPrefix()}` : 'memory';
  if (!current || current.id !== id) {
    current = { id, store: redis ? createRedisStore(redis, redisKeyPrefix()) : createMemoryStore() };
  }
  return current.store;
};

/** Forgets the cache of this process (a new Strapi in the same process starts empty). */
const resetResponseCache = () => {
  current = null;
};

module.exports = { getResponseCache, resetResponseCache };
