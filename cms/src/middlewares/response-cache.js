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

const isJsonObject = (body) =>
  body && typeof body === 'object' && !Buffer.isBuffer(body) && typeof body.pipe !== 'function';

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
 */
const createLiveReader = (strapi, cache) => {
  let batch = null;

  const run = async ({ requests }) => {
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
      if (!batch) {
        batch = { requests: [] };
        const current = batch;
        setImmediate(() => {
          batch = null;
          run(current);
        });
      }
      batch.requests.push({ uid, ids, epoch, resolve, reject });
    });
};

/**
 * The answer of a cached template: its live records from the cache, those missing read from the
 * database after the lookup (and kept for the next reads). Answers {entry, state} (HIT when all
 * came from the cache, LIVE when records were read), or null when a document is gone.
 */
const fromTemplate = async (readLive, seen) => {
  const { template } = seen.entry;
  const missing = template.ids.filter((id, index) => !isCompleteRecord(template.uid, seen.live[index]));
  if (missing.length === 0) return { entry: fillLiveFields(template, seen.live), state: 'HIT' };
  const read = await readLive(template.uid, missing, seen.epoch);
  if (missing.some((id) => !read.has(id))) return null;
  const records = template.ids.map((id, index) => read.get(id) ?? seen.live[index]);
  return { entry: fillLiveFields(template, records), state: 'LIVE' };
};

/**
 * The answer to send and what the cache keeps of it: a template with holes for its live fields
 * (the answer then has the ETag a later read of the same values gets), or the body.
 */
const toEntry = (ctx) => {
  const uid = uidOfPath(ctx.path);
  const cut = uid ? cutLiveFields(uid, ctx.body) : null;
  if (cut)
    return { answer: fillLiveFields(cut.template, cut.shown), cut, stored: { template: cut.template } };
  const body = Buffer.from(JSON.stringify(ctx.body));
  const answer = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
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
 */
module.exports = (config, { strapi }) => {
  const enabled = process.env.CMS_RESPONSE_CACHE !== 'false' && config.enabled !== false;
  const misses = createSingleFlight();
  const liveReaders = new WeakMap();
  const liveReader = (cache) => {
    if (!liveReaders.has(cache)) liveReaders.set(cache, createLiveReader(strapi, cache));
    return liveReaders.get(cache);
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
    const lookUp = async () => {
      const seen = await cache.lookup(key);
      if (seen.entry?.template) return { seen, served: await fromTemplate(liveReader(cache), seen) };
      return { seen, served: seen.entry ? { entry: seen.entry, state: 'HIT' } : null };
    };
    let seen;
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
    let entry = null;
    let saved = false;
    let kept = false;
    try {
      await next();
      kept = !ctx.state.skipResponseCache && ctx.status === 200 && isJsonObject(ctx.body);
      if (kept) {
        const made = toEntry(ctx);
        entry = made.answer;
        const tags = answerTags(ctx.path, ctx.querystring, ctx.body);
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
