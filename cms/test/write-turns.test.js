'use strict';

// Unit test of the write-turns middleware (no Strapi): reads pass at once, writes take turns.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { fakeContext } = require('./helpers/stand-ins');
const writeTurns = require('../src/middlewares/write-turns');

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('write turns', () => {
  it('lets reads through at once and runs one write at a time, in arrival order', async () => {
    const middleware = writeTurns({ concurrency: 1 });
    const events = [];
    const gates = [];
    const write = (name) =>
      middleware(fakeContext({ method: 'POST' }), async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => gates.push(resolve));
        events.push(`end ${name}`);
      });
    const writes = [write('a'), write('b')];
    let read = false;
    await middleware(fakeContext({ method: 'GET' }), async () => {
      read = true;
    });
    assert.equal(read, true);
    await tick();
    await tick();
    assert.deepEqual(events, ['start a']);
    gates.shift()();
    await tick();
    await tick();
    assert.deepEqual(events, ['start a', 'end a', 'start b']);
    gates.shift()();
    await Promise.all(writes);
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b']);
  });

  it('lets the next write start when one waits longer than its turn', async () => {
    const middleware = writeTurns({ concurrency: 1 });
    const events = [];
    /** @type {(value?: unknown) => void} */
    let finishSlow = () => {};
    const slow = middleware(fakeContext({ method: 'POST' }), async () => {
      events.push('slow');
      await new Promise((resolve) => (finishSlow = resolve));
    });
    const quick = middleware(fakeContext({ method: 'PUT' }), async () => {
      events.push('quick');
    });
    await quick;
    assert.deepEqual(events, ['slow', 'quick']);
    finishSlow();
    await slow;
  });

  it('a failing write hands its turn on', async () => {
    const middleware = writeTurns({ concurrency: 1 });
    await assert.rejects(
      middleware(fakeContext({ method: 'POST' }), async () => {
        throw new Error('refused');
      }),
    );
    let ran = false;
    await middleware(fakeContext({ method: 'DELETE' }), async () => {
      ran = true;
    });
    assert.equal(ran, true);
  });

  it('a long write lets waiting reads through between two database queries', async () => {
    /** @type {(event: object) => Promise<void>} */
    let subscriber = async () => {};
    const strapi = { db: { lifecycles: { subscribe: (fn) => (subscriber = fn) } } };
    const middleware = writeTurns({ concurrency: 1 }, { strapi });
    const order = [];
    await middleware(fakeContext({ method: 'POST' }), async () => {
      await subscriber({});
      order.push('first query');
      const busyUntil = Date.now() + 10;
      while (Date.now() < busyUntil);
      setImmediate(() => order.push('read'));
      await subscriber({});
      order.push('second query');
    });
    assert.deepEqual(order, ['first query', 'read', 'second query']);
    await subscriber({});
  });
});
