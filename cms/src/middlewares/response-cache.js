'use strict';

const crypto = require('node:crypto');
const { responseCache, CACHED_PATHS } = require('../utils/response-cache');

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
 * Serves repeated anonymous GETs of the catalogue, content and stations from memory (serialised
 * once, with an ETag), keyed by path and query string. Requests carrying credentials always reach
 * Strapi; a controller whose answer has its own lifetime (the live station directory) sets
 * ctx.state.skipResponseCache.
 */
module.exports = (config) => {
  const enabled = process.env.CMS_RESPONSE_CACHE !== 'false' && config.enabled !== false;

  return async (ctx, next) => {
    const cacheable =
      enabled &&
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !ctx.get('authorization') &&
      CACHED_PATHS.test(ctx.path);
    if (!cacheable) return next();

    const key = ctx.url;
    const hit = responseCache.get(key);
    if (hit) {
      send(ctx, hit, 'HIT');
      return undefined;
    }

    const generation = responseCache.generation;
    await next();
    if (ctx.state.skipResponseCache || ctx.status !== 200 || !isJsonObject(ctx.body)) {
      ctx.set('X-Cache', 'MISS');
      return undefined;
    }
    const body = Buffer.from(JSON.stringify(ctx.body));
    const entry = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
    responseCache.set(key, entry, generation);
    send(ctx, entry, 'MISS');
    return undefined;
  };
};
