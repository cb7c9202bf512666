'use strict';

// Unit tests of the response-cache middleware on the memory store (no Strapi): concurrent misses
// of one answer share one computation, and a write is answered once its cache writes have ended.
const assert = require('node:assert/strict');
const { beforeEach, describe, it } = require('node:test');

delete process.env.REDIS_URL;
const { getResponseCache, resetResponseCache } = require('../src/lib/response-cache');
const { trackCacheWrite } = require('../src/lib/response-cache/pending-writes');
const responseCache = require('../src/middlewares/response-cache');
const { fakeContext, fakeStrapi } = require('./helpers/stand-ins');

const strapi = fakeStrapi({ log: { warn() {} } });
const ROUTE = '/api/vehicules?pagination[pageSize]=20';

/** A Koa context as far as the middleware reads and writes it. */
const context = (method = 'GET', url = ROUTE) => {
  const headers = {};
  const [path, querystring = ''] = url.split('?');
  return {
    method,
    url,
    path,
    querystring,
    state: {},
    status: 404,
    /** @type {any} the answer: an object from the controller, a JSON string once cached */
    body: undefined,
    fresh: false,
    headers,
    get: () => '',
    set: (name, value) => {
      headers[name.toLowerCase()] = value;
    },
  };
};

/** A controller whose answers wait for `open()`; counts its computations. */
const gatedController = () => {
  const gates = [];
  const controller = {
    runs: 0,
    next: (ctx) => async () => {
      controller.runs += 1;
      await new Promise((resolve) => gates.push(resolve));
      ctx.status = 200;
      ctx.body = { data: [{ documentId: 'vehicule1', name: 'Zoé' }] };
    },
    open: () => gates.splice(0).forEach((resolve) => resolve()),
    waiting: () => gates.length,
  };
  return controller;
};

const turns = async (count = 5) => {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('response-cache middleware', () => {
  beforeEach(() => resetResponseCache());

  it('concurrent misses share one computation even when writes came between their lookups', async () => {
    const middleware = responseCache({}, { strapi });
    const controller = gatedController();
    const first = context();
    const leading = middleware(fakeContext(first), controller.next(first));
    await turns();
    // A write elsewhere: every later lookup sees another epoch than the computation's.
    await getResponseCache().purge(['doc:another']);
    const others = Array.from({ length: 9 }, () => context());
    const waiting = others.map((ctx) => middleware(fakeContext(ctx), controller.next(ctx)));
    await turns();
    assert.equal(controller.waiting(), 1);
    controller.open();
    await Promise.all([leading, ...waiting]);
    assert.equal(controller.runs, 1);
    assert.equal(first.headers['x-cache'], 'MISS');
    for (const ctx of others) {
      assert.equal(ctx.headers['x-cache'], 'HIT', 'served from what the computation saved');
      assert.equal(JSON.parse(ctx.body).data[0].documentId, 'vehicule1');
    }
  });

  it('misses waiting for an answer the cache does not keep compute theirs at once', async () => {
    const middleware = responseCache({}, { strapi });
    const controller = gatedController();
    const first = context();
    /** @type {(value?: unknown) => void} */
    let finishFirst = () => {};
    const skipping = middleware(fakeContext(first), async () => {
      controller.runs += 1;
      await new Promise((resolve) => (finishFirst = resolve));
      first.state.skipResponseCache = true;
      first.status = 200;
      first.body = { data: [] };
    });
    await turns();
    const others = [context(), context()];
    const waiting = others.map((ctx) => middleware(fakeContext(ctx), controller.next(ctx)));
    await turns();
    assert.equal(controller.waiting(), 0, 'both wait for the first computation');
    finishFirst();
    await skipping;
    await turns();
    assert.equal(controller.waiting(), 2, 'both compute together, neither waits for the other');
    controller.open();
    await Promise.all(waiting);
    assert.equal(controller.runs, 3);
  });

  it('a write is answered only once the cache writes it started have ended', async () => {
    const middleware = responseCache({}, { strapi });
    const events = [];
    const ctx = context('POST', '/api/orders');
    await middleware(fakeContext(ctx), async () => {
      // As a transaction's commit does: its release is started, not awaited.
      trackCacheWrite(
        fakeContext(ctx),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() => events.push('release')),
      );
      events.push('handled');
    });
    events.push('answered');
    assert.deepEqual(events, ['handled', 'release', 'answered']);
  });

  it('a failed write still waits for its cache writes, then fails', async () => {
    const middleware = responseCache({}, { strapi });
    const events = [];
    const ctx = context('POST', '/api/orders');
    await assert.rejects(
      middleware(fakeContext(ctx), async () => {
        trackCacheWrite(
          fakeContext(ctx),
          new Promise((resolve) => setTimeout(resolve, 5)).then(() => events.push('release')),
        );
        throw new Error('refused');
      }),
      /refused/,
    );
    assert.deepEqual(events, ['release']);
  });
});
