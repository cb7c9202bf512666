'use strict';

// The cache writes a request started without awaiting them, on its Koa context's state (reached
// from a database event through Strapi's request context: no async storage of our own).
const STARTED = Symbol('cache writes started');

/**
 * The request's state, where its started cache writes are kept under a symbol of its own.
 *
 * @param {StrapiContext | undefined} ctx
 * @returns {{ [STARTED]?: Promise<unknown>[] } | undefined}
 */
const writesStateOf = (ctx) => ctx?.state;

/**
 * Runs `next` (the rest of a request's handling) keeping the cache writes it starts without
 * awaiting them (the release of a transaction's tags, called on commit but not awaited by Strapi),
 * and ends once they have ended too: the client is answered only after the cache holds its write,
 * so a read it makes next, through any process, is served from what the write left. (A request's
 * transactions end before its answer: none is left running in the background.)
 *
 * @param {StrapiContext} ctx
 * @param {StrapiNext} next
 */
const settlingCacheWrites = async (ctx, next) => {
  /** @type {Promise<unknown>[]} */
  const started = [];
  const state = /** @type {{ [STARTED]?: Promise<unknown>[] }} */ (writesStateOf(ctx));
  state[STARTED] = started;
  try {
    return await next();
  } finally {
    for (let settled = 0; settled < started.length;) {
      const waiting = started.slice(settled);
      settled = started.length;
      await Promise.allSettled(waiting);
    }
    state[STARTED] = undefined;
  }
};

/**
 * Keeps `promise` for the request of `ctx` (strapi.requestContext.get()) if it settles them; answers it.
 *
 * @template T
 * @param {StrapiContext | undefined} ctx
 * @param {Promise<T>} promise
 */
const trackCacheWrite = (ctx, promise) => {
  writesStateOf(ctx)?.[STARTED]?.push(promise);
  return promise;
};

/**
 * Whether the request of `ctx` is answered only once its cache writes have ended.
 *
 * @param {StrapiContext | undefined} ctx
 */
const isSettlingCacheWrites = (ctx) => Array.isArray(writesStateOf(ctx)?.[STARTED]);

module.exports = { settlingCacheWrites, trackCacheWrite, isSettlingCacheWrites };
