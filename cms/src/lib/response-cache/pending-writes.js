'use strict';

// The cache writes a request started without awaiting them, on its Koa context's state (reached
// from a database event through Strapi's request context: no async storage of our own).
const STARTED = Symbol('cache writes started');

/**
 * Runs `next` (the rest of a request's handling) keeping the cache writes it starts without
 * awaiting them (the release of a transaction's tags, called on commit but not awaited by Strapi),
 * and ends once they have ended too: the client is answered only after the cache holds its write,
 * so a read it makes next, through any process, is served from what the write left. (A request's
 * transactions end before its answer: none is left running in the background.)
 */
const settlingCacheWrites = async (ctx, next) => {
  const started = [];
  ctx.state[STARTED] = started;
  try {
    return await next();
  } finally {
    for (let settled = 0; settled < started.length;) {
      const waiting = started.slice(settled);
      settled = started.length;
      await Promise.allSettled(waiting);
    }
    ctx.state[STARTED] = undefined;
  }
};

/** Keeps `promise` for the request of `ctx` (strapi.requestContext.get()) if it settles them; answers it. */
const trackCacheWrite = (ctx, promise) => {
  ctx?.state?.[STARTED]?.push(promise);
  return promise;
};

/** Whether the request of `ctx` is answered only once its cache writes have ended. */
const isSettlingCacheWrites = (ctx) => Array.isArray(ctx?.state?.[STARTED]);

module.exports = { settlingCacheWrites, trackCacheWrite, isSettlingCacheWrites };
