'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');
const { performance } = require('node:perf_hooks');
const { setImmediate: nextTurn } = require('node:timers/promises');

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// How long a write has the process to itself before the next one may start anyway (a write
// waiting on the network, a mail server or a row lock does not hold the others up).
const TURN_MS = 20;
// How long a write runs before it lets the event loop answer the reads waiting, between two
// database queries.
const SLICE_MS = 4;

const turns = new AsyncLocalStorage();

/** A database event inside a write that has run for SLICE_MS since it last let reads through. */
const letReadsThrough = async () => {
  const turn = turns.getStore();
  if (!turn || performance.now() - turn.since < SLICE_MS) return;
  await nextTurn();
  turn.since = performance.now();
};

const defaultConcurrency = () => (process.env.DATABASE_CLIENT === 'postgres' ? 4 : 1);

/**
 * Reads first. A request whose whole work runs without waiting on a socket (SQLite is
 * synchronous) holds the event loop until it ends: five orders arriving together kept every
 * catalogue read, even a cached one, waiting for all five. Writes of this process therefore take
 * turns, CMS_WRITE_CONCURRENCY at a time (1 on SQLite, 4 on PostgreSQL), each turn starting from
 * the event loop's check phase, so that the reads that came in meanwhile are answered between two
 * writes. A turn ends when the write is answered or after TURN_MS, whichever comes first. Within
 * its turn a write also lets the waiting reads through between two database queries every SLICE_MS.
 * Placed after the body parser: a slow upload does not hold a turn while it arrives.
 * @param {{ concurrency?: number | string }} config
 * @param {{ strapi?: { db: { lifecycles: { subscribe: (subscriber: (event: object) => unknown) => unknown } } } }} [context]
 *   the part of Strapi it uses: the database's lifecycles
 * @returns {StrapiMiddleware}
 */
module.exports = (config, { strapi } = {}) => {
  strapi?.db.lifecycles.subscribe(letReadsThrough);
  const concurrency = Math.max(
    1,
    Number(config.concurrency ?? process.env.CMS_WRITE_CONCURRENCY ?? defaultConcurrency()),
  );
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];

  const handOn = () => {
    running -= 1;
    if (waiting.length > 0 && running < concurrency) {
      running += 1;
      waiting.shift()?.();
    }
  };

  return async (ctx, next) => {
    if (READS.has(ctx.method)) return next();
    if (running < concurrency) running += 1;
    else await new Promise((/** @type {(value?: unknown) => void} */ resolve) => waiting.push(resolve));
    await nextTurn();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      handOn();
    };
    const timer = setTimeout(end, TURN_MS);
    try {
      return await turns.run({ since: performance.now() }, next);
    } finally {
      end();
    }
  };
};
