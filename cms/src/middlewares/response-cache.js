'use strict';

const crypto = require('node:crypto');
const { getResponseCache } = require('../lib/response-cache');
const { cacheKeyOf } = require('../lib/response-cache/cache-key');
const { CACHED_PATHS } = require('../lib/response-cache/cached-content');
const { answerTags, uidOfPath } = require('../lib/response-cache/tags');
const { createSingleFlight } = require('../lib/response-cache/single-flight');
const { settlingCacheWrites } = require('../lib/response-cache/pending-writes');
const {
  cutLiveFields,
  fillLiveFields,
  isCompleteRecord,
  readLiveRecords,
} = require('../lib/response-cache/live-fields');

const JSON_TYPE = 'application/json; charset=utf-8';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// How many computations of the same answer a miss waits for before computing it itself (each one
// may end unsaved: a write held or changed what it read).
const MAX_WAITS = 3;

/** @typedef {import('../lib/response-cache').ResponseCache} ResponseCache */
/** @typedef {import('../lib/response-cache').CachedAnswer} CachedAnswer */
/** @typedef {import('../lib/response-cache').Lookup} Lookup */
/** @typedef {import('../lib/response-cache').LiveRecord} LiveRecord */
/** @typedef {import('../lib/response-cache').LiveTemplate} LiveTemplate */
/** @typedef {import('../lib/response-cache').Epoch} Epoch */
/** @typedef {Map<string, LiveRecord>} LiveRecords */
/** @typedef {(uid: string, ids: string[], epoch: Epoch) => Promise<LiveRecords>} LiveReader */
/** @typedef {{ entry: CachedAnswer, state: 'HIT' | 'LIVE' | 'MISS' }} Served */

/**
 * Whether a controller's answer is a JSON object (not a buffer, a stream nor a text).
 *
 * @param {unknown} body
 * @returns {body is Record<string, unknown>}
 */
const isJsonObject = (body) =>
  Boolean(body) &&
  typeof body === 'object' &&
  !Buffer.isBuffer(body) &&
  typeof (/** @type {{ pipe?: unknown }} */ (body).pipe) !== 'function';

/**
 * @param {StrapiContext} ctx
 * @param {CachedAnswer} entry
 * @param {Served['state']} cacheState
 */
const send = (ctx, entry, cacheState) => {
  ctx.set('X-Cache', cacheState);
  ctx.set('ETag', entry.etag);
  ctx.status = 200;
  ctx.type = JSON_TYPE;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = entry.body;
};

/**
 * Reads missing live records for every request that asks within one turn of the event loop, in
 * one query per type, issued after all their lookups (so it sees every write committed before any
 * of them) and kept in the cache under the earliest of their epochs. Answers a function
 * (uid, documentIds, epoch) → Map(documentId → record).
 *
 * @param {Strapi} strapi
 * @param {ResponseCache} cache
 * @returns {LiveReader}
 */
const createLiveReader = (strapi, cache) => {
  /**
   * @typedef {object} LiveRequest
   * @property {string} uid
   * @property {string[]} ids
   * @property {Epoch} epoch
   * @property {(records: LiveRecords) => void} resolve
   * @property {(error: unknown) => void} reject
   */
  /** @type {{ requests: LiveRequest[] } | null} */
  let batch = null;

  /** @param {{ requests: LiveRequest[] }} batch */
  const run = async ({ requests }) => {
    /** @type {Map<string, { ids: Set<string>, epoch: Epoch, requests: LiveRequest[] }>} */
    const byType = new Map();
    for (const request of requests) {
      const type = byType.get(request.uid) ?? { ids: new Set(), epoch: request.epoch, requests: [] };
      for (const id of request.ids) type.ids.add(id);
      if (Number(request.epoch) < Number(type.epoch)) type.epoch = request.epoch;
      type.requests.push(request);
      byType.set(request.uid, type);
    }
    for (const [uid, type] of byType) {
      try {
        const read = await readLiveRecords(strapi, uid, [...type.ids]);
        await cache.saveLive(uid, [...read], type.epoch);
        for (const request of type.requests) request.resolve(read);
      } catch (error) {
        for (const request of type.requests) request.reject(error);
      }
    }
  };

  return (uid, ids, epoch) =>
    new Promise((resolve, reject) => {
      let current = batch;
      if (!current) {
        const started = { requests: [] };
        current = started;
        batch = started;
        setImmediate(() => {
          batch = null;
          run(started);
        });
      }
      current.requests.push({ uid, ids, epoch, resolve, reject });
    });
};

/**
 * The answer of a cached template: its live records from the cache, those missing read from the
 * database after the lookup (and kept for the next reads). Answers {entry, state} (HIT when all
 * came from the cache, LIVE when records were read), or null when a document is gone.
 *
 * @param {LiveReader} readLive
 * @param {Lookup} seen a lookup that found a template
 * @param {LiveTemplate} template
 * @returns {Promise<Served | null>}
 */
const fromTemplate = async (readLive, seen, template) => {
  const live = seen.live ?? [];
  const missing = template.ids.filter((id, index) => !isCompleteRecord(template.uid, live[index]));
  if (missing.length === 0) return { entry: fillLiveFields(template, live), state: 'HIT' };
  const read = await readLive(template.uid, missing, seen.epoch);
  if (missing.some((id) => !read.has(id))) return null;
  const records = template.ids.map((id, index) => read.get(id) ?? live[index]);
  return { entry: fillLiveFields(template, records), state: 'LIVE' };
};

/**
 * The answer to send and what the cache keeps of it: a template with holes for its live fields
 * (the answer then has the ETag a later read of the same values gets), or the body.
 *
 * @param {StrapiContext} ctx
 * @param {Record<string, unknown>} body the controller's JSON answer (ctx.body)
 */
const toEntry = (ctx, body) => {
  const uid = uidOfPath(ctx.path);
  const cut = uid ? cutLiveFields(uid, body) : null;
  if (cut)
    return { answer: fillLiveFields(cut.template, cut.shown), cut, stored: { template: cut.template } };
  const json = Buffer.from(JSON.stringify(body));
  const answer = { body: json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
  return { answer, cut, stored: answer };
};

/**
 * Serves repeated anonymous GETs of the catalogue, content and stations from the response cache
 * (lib/response-cache: Redis when REDIS_URL is set, else memory), serialised once, with an ETag,
 * keyed by path and query string (on the OCM endpoints, only the parameters they read). An answer showing live fields (a product's stock and rating)
 * is kept with holes for them, filled at each read from the documents' live records. Requests
 * carrying credentials always reach Strapi; a controller whose answer has its own lifetime (the
 * live station directory) sets ctx.state.skipResponseCache. Writes empty it from database events
 * (bootstrap/response-cache); a write is answered once the cache writes it started have ended.
 *
 * @param {{ enabled?: boolean }} config
 * @param {{ strapi: Strapi }} context
 * @returns {StrapiMiddleware}
 */
module.exports = (config, { strapi }) => {
  const enabled = process.env.CMS_RESPONSE_CACHE !== 'false' && config.enabled !== false;
  const misses = createSingleFlight();
  /** @type {WeakMap<ResponseCache, LiveReader>} */
  const liveReaders = new WeakMap();
  /** @param {ResponseCache} cache */
  const liveReader = (cache) => {
    let reader = liveReaders.get(cache);
    if (!reader) {
      reader = createLiveReader(strapi, cache);
      liveReaders.set(cache, reader);
    }
    return reader;
  };

  return async (ctx, next) => {
    const cacheable =
      enabled &&
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !ctx.get('authorization') &&
      CACHED_PATHS.test(ctx.path);
    if (!cacheable) return READS.has(ctx.method) ? next() : settlingCacheWrites(ctx, next);

    const cache = getResponseCache();
    const key = cacheKeyOf(ctx.path, ctx.querystring);
    /** @returns {Promise<{ seen: Lookup, served: Served | null }>} */
    const lookUp = async () => {
      const seen = await cache.lookup(key);
      const entry = seen.entry;
      if (entry?.template)
        return { seen, served: await fromTemplate(liveReader(cache), seen, entry.template) };
      return { seen, served: entry ? { entry, state: 'HIT' } : null };
    };
    /** @type {Lookup} */
    let seen;
    /** @type {Served | null} */
    let served;
    try {
      ({ seen, served } = await lookUp());
      // A miss while this process computes the same answer waits for it rather than computing it
      // once more (single-flight.js).
      for (let waits = 0; !served && waits < MAX_WAITS; waits += 1) {
        const leader = misses.current(key);
        if (!leader) break;
        const outcome = await leader.answer;
        if (!outcome.cacheable) break;
        if (outcome.entry && leader.epoch === seen.epoch) served = { entry: outcome.entry, state: 'MISS' };
        else ({ seen, served } = await lookUp());
      }
    } catch (error) {
      strapi.log.warn(`Response cache unavailable: ${error.message}`);
      return next();
    }
    if (served) {
      send(ctx, served.entry, served.state);
      return undefined;
    }

    const settle = misses.lead(key, seen);
    /** @type {CachedAnswer | null} */
    let entry = null;
    let saved = false;
    let kept = false;
    try {
      await next();
      const body = ctx.body;
      kept = !ctx.state.skipResponseCache && ctx.status === 200 && isJsonObject(body);
      if (kept && isJsonObject(body)) {
        const made = toEntry(ctx, body);
        entry = made.answer;
        const tags = answerTags(ctx.path, ctx.querystring, body);
        saved = await cache.save(key, made.stored, tags, seen.epoch);
        const { cut } = made;
        if (cut && cut.records.size > 0) await cache.saveLive(cut.template.uid, [...cut.records], seen.epoch);
      }
    } catch (error) {
      if (!entry) throw error;
      strapi.log.warn(`Response cache unavailable: ${error.message}`);
    } finally {
      settle(saved ? entry : null, { cacheable: kept });
    }
    if (!entry) {
      ctx.set('X-Cache', 'MISS');
      return undefined;
    }
    send(ctx, entry, 'MISS');
    return undefined;
  };
};
