'use strict';

// Unit tests of the response cache's stores (no Strapi): the memory store always, the Redis store
// when REDIS_URL is set (pnpm test:postgres), each under a key prefix of its own.
const assert = require('node:assert/strict');
const { after, describe, it } = require('node:test');
const { createMemoryStore } = require('../src/lib/response-cache/memory-store');
const { createRedisStore } = require('../src/lib/response-cache/redis-store');
const { testRedisPrefix } = require('./helpers/test-database');

const UID = 'api::produit.produit';
const ID = 'produit0000000000000001';
/** @type {import('../src/lib/response-cache').LiveTemplate} */
const TEMPLATE = {
  uid: UID,
  ids: [ID],
  slots: [[0, 'stock']],
  segments: ['{"data":{"documentId":"p","stock":', '}}'],
  tag: 'template',
};
const record = (stock) => ({ stock, rating: 4, reviewCount: 2, updatedAt: '2026-11-24T10:00:00.000Z' });
// The tags of an order's stock move (tags.js writeTags for an update naming only `stock`).
const STOCK_WRITE = [`any:${UID}`, `live:${ID}`, `field:${UID}:stock`];
const PRICE_WRITE = [`any:${UID}`, `doc:${ID}`, `field:${UID}:price`];

let redis = null;
/** @type {[string, () => ReturnType<typeof createMemoryStore>][]} */
const stores = [['memory', () => createMemoryStore()]];
if (process.env.REDIS_URL) {
  const { Redis } = require('ioredis');
  redis = new Redis(process.env.REDIS_URL);
  stores.push(['redis', () => createRedisStore(redis, testRedisPrefix())]);
}
after(() => redis?.quit());

for (const [kind, createStore] of stores) {
  describe(`response cache store (${kind})`, () => {
    /** A store holding the page template of ID and its live record with `stock`. */
    const cachedPage = async (stock) => {
      const store = createStore();
      const { epoch } = await store.lookup('/page');
      assert.equal(
        await store.save('/page', { template: TEMPLATE }, [`doc:${ID}`, `uid:${UID}`], epoch),
        true,
      );
      // Untagged: no write empties it, its lookup shows the live record as it is.
      assert.equal(await store.save('/probe', { template: TEMPLATE }, [], epoch), true);
      await store.saveLive(UID, [[ID, record(stock)]], epoch);
      return store;
    };
    const liveStock = async (store) => (await store.lookup('/probe')).live[0]?.stock ?? null;

    it('writes answer increasing sequence numbers', async () => {
      const store = createStore();
      const first = await store.purge(['doc:a']);
      const second = await store.hold(['doc:b']);
      const third = await store.release(['doc:b']);
      assert.ok(Number.isInteger(first) && first < second && second < third, `${first} ${second} ${third}`);
    });

    it('a held stock move keeps the committed record until its release replaces it', async () => {
      const store = await cachedPage(10);
      const since = await store.hold(STOCK_WRITE, { keepLive: true });
      assert.equal(await liveStock(store), 10, 'the committed stock is served while the order runs');
      await store.release(STOCK_WRITE, { uid: UID, records: [[ID, record(9)]], since });
      const seen = await store.lookup('/page');
      assert.equal(seen.entry?.template?.tag, 'template', 'the page itself stays cached');
      assert.equal(seen.live?.[0]?.stock, 9);
    });

    it('a hold without keepLive empties the record at once', async () => {
      const store = await cachedPage(10);
      const since = await store.hold(STOCK_WRITE);
      assert.equal(await liveStock(store), null);
      await store.release(STOCK_WRITE, { uid: UID, records: [[ID, record(9)]], since });
      assert.equal(await liveStock(store), 9);
    });

    it('a rollback empties the record', async () => {
      const store = await cachedPage(10);
      await store.hold(STOCK_WRITE, { keepLive: true });
      await store.release(STOCK_WRITE);
      assert.equal(await liveStock(store), null);
    });

    it('a release keeps no record when another write touched the document since its hold', async () => {
      const store = await cachedPage(10);
      const since = await store.hold(STOCK_WRITE, { keepLive: true });
      const other = await store.hold(STOCK_WRITE, { keepLive: true });
      await store.release(STOCK_WRITE, { uid: UID, records: [[ID, record(9)]], since });
      assert.equal(await liveStock(store), null, 'the first release is not the last word');
      await store.release(STOCK_WRITE, { uid: UID, records: [[ID, record(8)]], since: other });
      assert.equal(await liveStock(store), null, 'the second release saw the first one');
      // A read then reads the record from the database and keeps it.
      const { epoch } = await store.lookup('/page');
      await store.saveLive(UID, [[ID, record(8)]], epoch);
      assert.equal(await liveStock(store), 8);
    });

    it('a release keeps no record while another write holds the document', async () => {
      const store = await cachedPage(10);
      const since = await store.hold(STOCK_WRITE, { keepLive: true });
      await store.release(STOCK_WRITE, { uid: UID, records: [[ID, record(9)]], since: since - 1 });
      assert.equal(await liveStock(store), null, 'a write since the hold it names');
      const price = await store.hold(PRICE_WRITE);
      const stock = await store.hold(STOCK_WRITE, { keepLive: true });
      await store.release(STOCK_WRITE, { uid: UID, records: [[ID, record(9)]], since: stock });
      assert.equal(await liveStock(store), null, 'the price change still holds the document');
      await store.release(PRICE_WRITE, { uid: UID, records: [[ID, record(9)]], since: price });
      assert.equal(await liveStock(store), null, 'the stock release came after the price hold');
    });

    it('a price change empties the page and leaves the new live record', async () => {
      const store = await cachedPage(10);
      const since = await store.hold(PRICE_WRITE, { keepLive: true });
      assert.equal((await store.lookup('/page')).entry, null);
      await store.release(PRICE_WRITE, { uid: UID, records: [[ID, record(7)]], since });
      const { epoch } = await store.lookup('/page');
      assert.equal(
        await store.save('/page', { template: TEMPLATE }, [`doc:${ID}`, `uid:${UID}`], epoch),
        true,
      );
      assert.equal(await liveStock(store), 7);
    });

    it('no live record read before a held write is kept, even one keeping the old record', async () => {
      const store = await cachedPage(10);
      const { epoch } = await store.lookup('/page');
      await store.hold(STOCK_WRITE, { keepLive: true });
      await store.saveLive(UID, [[ID, record(3)]], epoch);
      assert.equal(await liveStock(store), 10);
    });
  });
}

describe('response cache memory bound', () => {
  const answer = (bytes) => {
    const body = Buffer.alloc(bytes, 'x');
    return { body, etag: '"e"' };
  };

  it('keeps at most its bytes, the least recently read dropped first, and forgets their tags', async () => {
    const store = createMemoryStore({ maxBytes: 10_000 });
    const { epoch } = await store.lookup('/a');
    for (const key of ['/a', '/b', '/c'])
      assert.equal(await store.save(key, answer(3000), ['t'], epoch), true);
    await store.lookup('/a');
    assert.equal(await store.save('/d', answer(3000), ['t'], epoch), true);
    const kept = [];
    for (const key of ['/a', '/b', '/c', '/d']) if ((await store.lookup(key)).entry) kept.push(key);
    assert.deepEqual(kept, ['/a', '/c', '/d'], '/b, read least recently, made room');
    assert.equal(await store.save('/huge', answer(20_000), ['t'], epoch), false, 'larger than the budget');
  });

  it('reads its budget from CMS_RESPONSE_CACHE_MAX_MB', async () => {
    process.env.CMS_RESPONSE_CACHE_MAX_MB = '0.01';
    try {
      const store = createMemoryStore();
      const { epoch } = await store.lookup('/a');
      for (let n = 0; n < 20; n += 1) await store.save(`/ocm?n=${n}`, answer(1000), [], epoch);
      let kept = 0;
      for (let n = 0; n < 20; n += 1) if ((await store.lookup(`/ocm?n=${n}`)).entry) kept += 1;
      assert.ok(kept <= 10, `${kept} answers of 1 KB kept in 10 KB`);
    } finally {
      delete process.env.CMS_RESPONSE_CACHE_MAX_MB;
    }
  });
});
