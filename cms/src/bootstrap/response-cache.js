'use strict';

const { getRedis } = require('../lib/redis');
const { getResponseCache } = require('../lib/response-cache');
const { CACHED_CONTENT_TYPES, LIVE_FIELDS } = require('../lib/response-cache/cached-content');
const { readLiveRecords } = require('../lib/response-cache/live-fields');
const { isSettlingCacheWrites, trackCacheWrite } = require('../lib/response-cache/pending-writes');
const { writeTags, documentIdsOfWrite } = require('../lib/response-cache/tags');

const WRITE_EVENTS = {
  afterCreate: 'create',
  afterCreateMany: 'createMany',
  afterUpdate: 'update',
  afterUpdateMany: 'updateMany',
  afterDelete: 'delete',
  afterDeleteMany: 'deleteMany',
};

// Tags a write could not empty while Redis was away: emptied as soon as it is back, so that an
// answer cached before the outage is not served for the rest of its lifetime.
const missedPurges = new Set();

/** @typedef {import('../lib/response-cache').LiveRefresh} LiveRefresh */
/** @typedef {import('../lib/response-cache/tags').WriteEvent & { model: { uid: string } }} LifecycleEvent */

/**
 * purge, hold or release `tags`; a failure is logged (the write itself has happened).
 *
 * @param {Strapi} strapi
 * @param {'purge' | 'hold' | 'release'} mode
 * @param {string[]} tags
 * @param {{ keepLive?: boolean } | LiveRefresh} [options] hold's options, or a release's refresh
 * @returns {Promise<number | undefined>}
 */
const change = async (strapi, mode, tags, options) => {
  try {
    const cache = getResponseCache();
    if (mode === 'purge') return await cache.purge(tags);
    if (mode === 'hold') return await cache.hold(tags, /** @type {{ keepLive?: boolean }} */ (options));
    return await cache.release(tags, /** @type {LiveRefresh | undefined} */ (options));
  } catch (error) {
    strapi.log.error(`Response cache ${mode} failed (${tags.join(', ')}): ${error.message}`);
    for (const tag of tags) missedPurges.add(tag);
    return undefined;
  }
};

/** @param {Strapi} strapi */
const purgeMissedOnReconnect = (strapi) =>
  getRedis()?.on('ready', () => {
    if (missedPurges.size === 0) return;
    const tags = [...missedPurges];
    missedPurges.clear();
    change(strapi, 'purge', tags);
  });

/**
 * The live records (cached-content LIVE_FIELDS) of the documents an update inside a transaction
 * changed, read inside it after the update: the row is locked until the commit (one writer at a
 * time on SQLite), so they are the values the commit leaves. Null when there are none to read, or
 * when the read fails (the release then only empties them).
 *
 * @param {Strapi} strapi
 * @param {string} action
 * @param {string} uid
 * @param {LifecycleEvent} event
 */
const recordsLeftBy = async (strapi, action, uid, event) => {
  if (!LIVE_FIELDS[uid] || !action.startsWith('update')) return null;
  const documentIds = documentIdsOfWrite(action, event);
  if (!documentIds?.length) return null;
  try {
    return [...(await readLiveRecords(strapi, uid, documentIds))];
  } catch (error) {
    strapi.log.warn(`Live records of ${uid} not read after a write: ${error.message}`);
    return null;
  }
};

/**
 * Empties from the response cache what a database write changes, whatever made the write (REST,
 * the content manager, a service, the seed, a raw update announced as a lifecycle event), before
 * the write goes on. Outside a transaction the write is committed: its answers are purged. Inside
 * one they are purged and their tags held until the commit or rollback, so that no process caches
 * the rows it still reads as they were: no answer is ever served stale, whether the release after
 * the commit has run yet or not. The live records of the products an update changes are not left
 * empty by the commit: read inside the transaction, they replace the old ones at the release. In
 * a request, which is answered only once the release is done (pending-writes, response-cache
 * middleware), a write changing only live fields (an order's stock, a rating) also keeps the old
 * records in the cache until then: they are what is committed until the commit.
 *
 * @param {Strapi} strapi
 */
const watchCachedContent = (strapi) => {
  purgeMissedOnReconnect(strapi);
  /** @param {string} action */
  const onWrite = (action) => async (/** @type {LifecycleEvent} */ event) => {
    const uid = event.model.uid;
    const tags = writeTags(action, uid, event);
    if (!strapi.db.inTransaction()) return change(strapi, 'purge', tags);
    // Live records stay until the release only where the release comes before the answer.
    const request = strapi.requestContext.get();
    const since = await change(strapi, 'hold', tags, { keepLive: isSettlingCacheWrites(request) });
    const records = since === undefined ? null : await recordsLeftBy(strapi, action, uid, event);
    return strapi.db.transaction(async ({ onCommit, onRollback }) => {
      // records are read only when the hold answered its number
      const refresh = records && since !== undefined ? { uid, records, since } : undefined;
      onCommit(() => trackCacheWrite(request, change(strapi, 'release', tags, refresh)));
      onRollback(() => trackCacheWrite(request, change(strapi, 'release', tags)));
    });
  };
  strapi.db.lifecycles.subscribe({
    models: CACHED_CONTENT_TYPES,
    ...Object.fromEntries(Object.entries(WRITE_EVENTS).map(([event, action]) => [event, onWrite(action)])),
  });
};

module.exports = { watchCachedContent };
