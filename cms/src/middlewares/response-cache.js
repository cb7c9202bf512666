'use strict';

const crypto = require('node:crypto');
const { getResponseCache } = require('../lib/response-cache');
const { CACHED_PATHS } = require('../lib/response-cache/cached-content');
const { answerTags } = require('../lib/response-cache/tags');
const { createSingleFlight } = require('../lib/response-cache/single-flight');

const JSON_TYPE = 'application/json; charset=utf-8';

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
 * Serves repeated anonymous GETs of the catalogue, content and stations from the response cache
 * (lib/response-cache: Redis when REDIS_URL is set, else memory), serialised once, with an ETag,
 * keyed by path and query string. Requests carrying credentials always reach Strapi; a
 * controller whose answer has its own lifetime (the live station directory) sets
 * ctx.state.skipResponseCache. Writes empty it from database events (bootstrap/response-cache).
 */
module.exports = (config, { strapi }) => {
  const enabled = process.env.CMS_RESPONSE_CACHE !== 'false' && config.enabled !== false;
  const misses = createSingleFlight();

  return async (ctx, next) => {
    const cacheable =
      enabled &&
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !ctx.get('authorization') &&
      CACHED_PATHS.test(ctx.path);
    if (!cacheable) return next();

    const cache = getResponseCache();
    const key = ctx.url;
    let seen;
    try {
      seen = await cache.lookup(key);
    } catch (error) {
      strapi.log.warn(`Response cache unavailable: ${error.message}`);
      return next();
    }
    if (seen.entry) {
      send(ctx, seen.entry, 'HIT');
      return undefined;
    }

    const shared = await misses.join(key, seen);
    if (shared) {
      send(ctx, shared, 'MISS');
      return undefined;
    }
    const settle = misses.lead(key, seen);
    let entry = null;
    let saved = false;
    try {
      await next();
      if (!ctx.state.skipResponseCache && ctx.status === 200 && isJsonObject(ctx.body)) {
        const body = Buffer.from(JSON.stringify(ctx.body));
        entry = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
        saved = await cache.save(key, entry, answerTags(ctx.path, ctx.querystring, ctx.body), seen.epoch);
      }
    } catch (error) {
      if (!entry) throw error;
      strapi.log.warn(`Response cache unavailable: ${error.message}`);
    } finally {
      settle(saved ? entry : null);
    }
    if (!entry) {
      ctx.set('X-Cache', 'MISS');
      return undefined;
    }
    send(ctx, entry, 'MISS');
    return undefined;
  };
};
