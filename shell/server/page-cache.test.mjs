import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.mjs';

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms) => (time += ms) };
}

/** A render that counts its calls and can be held open until released. */
function countingRender(result = (n) => ({ value: `page ${n}`, cacheable: true, size: 10 })) {
  const render = async () => {
    render.calls += 1;
    const call = render.calls;
    if (render.hold) await render.hold;
    return result(call);
  };
  render.calls = 0;
  render.hold = null;
  return render;
}

function deferred() {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

describe('page cache', () => {
  it('renders a miss, then answers from memory while fresh', async () => {
    const clock = manualClock();
    const cache = createPageCache({ freshMs: 5000, staleMs: 30_000, now: clock.now });
    const render = countingRender();

    expect(await cache.get('/boutique', render)).toEqual({ value: 'page 1', state: 'miss' });
    clock.advance(4999);
    expect(await cache.get('/boutique', render)).toEqual({ value: 'page 1', state: 'hit' });
    expect(render.calls).toBe(1);
  });

  it('serves a stale page at once while one request renders it again, then the new one', async () => {
    const clock = manualClock();
    const cache = createPageCache({ freshMs: 5000, staleMs: 30_000, now: clock.now });
    const render = countingRender();
    await cache.get('/', render);
    clock.advance(6000);

    const gate = deferred();
    render.hold = gate.promise;
    expect(await cache.get('/', render)).toEqual({ value: 'page 1', state: 'stale' });
    expect(await cache.get('/', render)).toEqual({ value: 'page 1', state: 'stale' });
    expect(render.calls).toBe(2); // one revalidation for both stale answers
    gate.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('/', render)).toEqual({ value: 'page 2', state: 'hit' });
  });

  it('renders again once the stale time is over too', async () => {
    const clock = manualClock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 2000, now: clock.now });
    const render = countingRender();
    await cache.get('/', render);
    clock.advance(3000);
    expect(await cache.get('/', render)).toEqual({ value: 'page 2', state: 'miss' });
  });

  it('lets concurrent misses of one key share one render (no stampede)', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    const render = countingRender();
    const gate = deferred();
    render.hold = gate.promise;

    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('/produit/1', render)));
    gate.resolve();
    const results = await answers;
    expect(render.calls).toBe(1);
    expect(results[0]).toEqual({ value: 'page 1', state: 'miss' });
    expect(results.slice(1).every((result) => result.value === 'page 1' && result.state === 'shared')).toBe(
      true,
    );
  });

  it('never hands a page that is not cacheable to another request: each renders its own', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    const render = countingRender((n) => ({ value: `private ${n}`, cacheable: false }));
    const gate = deferred();
    render.hold = gate.promise;

    const answers = Promise.all([cache.get('/compte', render), cache.get('/compte', render)]);
    gate.resolve();
    expect((await answers).map((answer) => answer.value)).toEqual(['private 1', 'private 2']);
    expect(cache.size).toBe(0);
  });

  it('lets a waiter render on its own when the shared render fails', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    const gate = deferred();
    let calls = 0;
    const render = async () => {
      calls += 1;
      if (calls === 1) {
        await gate.promise;
        throw new Error('CMS down');
      }
      return { value: 'page', cacheable: true, size: 1 };
    };
    const first = cache.get('/', render);
    const second = cache.get('/', render);
    gate.resolve();
    await expect(first).rejects.toThrow('CMS down');
    expect(await second).toEqual({ value: 'page', state: 'miss' });
  });

  it('keeps serving the stale page when its new render fails', async () => {
    const clock = manualClock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 10_000, now: clock.now });
    await cache.get('/', async () => ({ value: 'old', cacheable: true, size: 1 }));
    clock.advance(2000);
    const failing = async () => {
      throw new Error('CMS down');
    };
    expect(await cache.get('/', failing)).toEqual({ value: 'old', state: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('/', failing)).toEqual({ value: 'old', state: 'stale' });
  });

  it('answers a failed render with the last good copy, however old, then serves it stale while retrying', async () => {
    const clock = manualClock();
    const cache = createPageCache({ freshMs: 1000, staleMs: 2000, now: clock.now });
    await cache.get('/', async () => ({ value: 'good', cacheable: true, size: 1 }));
    clock.advance(60_000);
    const down = countingRender(() => ({ value: 'CMS indisponible', cacheable: false, failed: true }));
    expect(await cache.get('/', down)).toEqual({ value: 'good', state: 'stale' });
    // the next requests are answered at once, one render at a time trying again behind them
    const gate = deferred();
    down.hold = gate.promise;
    clock.advance(1000);
    expect(await cache.get('/', down)).toEqual({ value: 'good', state: 'stale' });
    expect(await cache.get('/', down)).toEqual({ value: 'good', state: 'stale' });
    expect(down.calls).toBe(2);
    gate.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.advance(1500);
    expect(await cache.get('/', down)).toEqual({ value: 'good', state: 'stale' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the CMS is back: the next render replaces the copy
    clock.advance(5000);
    const up = countingRender((n) => ({ value: `new ${n}`, cacheable: true, size: 1 }));
    expect(await cache.get('/', up)).toEqual({ value: 'new 1', state: 'miss' });
  });

  it('hands a failed page on as it is when no copy exists', async () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 2000 });
    const down = async () => ({ value: 'CMS indisponible', cacheable: false, failed: true });
    expect(await cache.get('/', down)).toEqual({ value: 'CMS indisponible', state: 'miss' });
    expect(cache.size).toBe(0);
  });

  it("answers a failed render with another process's copy, kept by the shared pages", async () => {
    const kept = new Map();
    const shared = {
      keep: (key, value) => kept.set(key, value),
      find: async (key) => (kept.has(key) ? { value: kept.get(key), size: 1 } : null),
    };
    const renderedHere = createPageCache({ freshMs: 1000, staleMs: 2000, shared });
    const elsewhere = createPageCache({ freshMs: 1000, staleMs: 2000, shared });
    await renderedHere.get('/boutique', async () => ({ value: 'shop', cacheable: true, size: 1 }));
    expect(kept.get('/boutique')).toBe('shop');

    const failing = async () => {
      throw new Error('CMS down');
    };
    expect(await elsewhere.get('/boutique', failing)).toEqual({ value: 'shop', state: 'stale' });
    expect(elsewhere.size).toBe(1);
    await expect(elsewhere.get('/blog', failing)).rejects.toThrow('CMS down');
    // a page not meant to be shared is never kept
    await elsewhere.get('/compte', async () => ({ value: 'mine', cacheable: false }));
    expect(kept.has('/compte')).toBe(false);
  });

  it('drops the least recently used page past its entry limit', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0, maxEntries: 2 });
    const render = countingRender();
    await cache.get('/a', render);
    await cache.get('/b', render);
    await cache.get('/a', render); // /a is now the most recently used
    await cache.get('/c', render);

    expect(cache.size).toBe(2);
    expect((await cache.get('/a', render)).state).toBe('hit');
    expect((await cache.get('/b', render)).state).toBe('miss');
  });

  it('drops the least recently used pages past its byte limit, and never keeps a page larger than it', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0, maxBytes: 100 });
    const sized = (size) => async () => ({ value: size, cacheable: true, size });
    await cache.get('/a', sized(40));
    await cache.get('/b', sized(40));
    await cache.get('/c', sized(40));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(80);
    expect((await cache.get('/a', sized(40))).state).toBe('miss');

    await cache.get('/huge', sized(101));
    expect((await cache.get('/huge', sized(101))).state).toBe('miss');
  });

  it('keys pages apart (the same path with another cart hint is another page)', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    await cache.get('/panier', async () => ({ value: 'empty cart', cacheable: true, size: 1 }));
    const withLines = await cache.get('/panier\ncm.cart.lines=2', async () => ({
      value: 'cart with lines',
      cacheable: true,
      size: 1,
    }));
    expect(withLines).toEqual({ value: 'cart with lines', state: 'miss' });
    expect((await cache.get('/panier', countingRender())).value).toBe('empty cart');
  });

  it('forgets everything on clear, and does not keep a render that started before it', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    await cache.get('/', async () => ({ value: 'old price', cacheable: true, size: 1 }));
    const gate = deferred();
    const slow = cache.get('/blog', async () => {
      await gate.promise;
      return { value: 'read before the change', cacheable: true, size: 1 };
    });

    cache.clear();
    expect(cache.size).toBe(0);
    // a request after the change does not join the render that read the old content
    const fresh = cache.get('/blog', async () => ({
      value: 'read after the change',
      cacheable: true,
      size: 1,
    }));
    gate.resolve();
    expect((await slow).value).toBe('read before the change');
    expect((await fresh).value).toBe('read after the change');
    expect((await cache.get('/blog', countingRender())).value).toBe('read after the change');
    expect((await cache.get('/', async () => ({ value: 'new price', cacheable: true, size: 1 }))).value).toBe(
      'new price',
    );
  });
});
