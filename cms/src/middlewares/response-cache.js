'use strict';

const { responseCache, CACHED_PATHS } = require('../utils/response-cache');

/**
 * Serves repeated anonymous GETs of the catalogue, content and stations from memory, keyed by
 * path and query string. Requests carrying credentials always reach Strapi; a controller whose
 * answer has its own lifetime (the live station directory) sets ctx.state.skipResponseCache.
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
      ctx.status = 200;
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('X-Cache', 'HIT');
      ctx.body = hit.body;
      return undefined;
    }

    const generation = responseCache.generation;
    await next();
    ctx.set('X-Cache', 'MISS');
    if (ctx.state.skipResponseCache) return undefined;
    if (
      ctx.status === 200 &&
      ctx.body &&
      typeof ctx.body === 'object' &&
      !Buffer.isBuffer(ctx.body) &&
      typeof ctx.body.pipe !== 'function'
    ) {
      const body = JSON.stringify(ctx.body);
      responseCache.set(key, { body }, generation);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = body;
    }
    return undefined;
  };
};
