import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy.mjs';
import { listening } from './server-testing.mjs';
import { createSuggestionCache } from './suggestion-cache.mjs';

/** A stand-in CMS counting the suggestions it computes; `hold` keeps the next answer until released. */
async function standInCms() {
  const cms = { asked: 0, status: 200, hold: null, reached: () => {} };
  const server = await listening(async (req, res) => {
    cms.asked += 1;
    const answer = cms.asked;
    cms.reached();
    if (cms.hold) await cms.hold;
    res.statusCode = cms.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=5');
    res.setHeader('ETag', `"a${answer}"`);
    res.end(JSON.stringify({ url: req.url, answer }));
  });
  return Object.assign(cms, server);
}

/** The origin's order: the cache in front of the API proxy. */
async function originWith(cache, cmsUrl) {
  const app = express();
  app.use('/api/search/suggest', cache.middleware);
  app.use('/api', apiProxy(cmsUrl));
  return listening(app);
}

function manualClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms) => (time += ms) };
}

const running = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function setUp(options) {
  const cms = await standInCms();
  const cache = createSuggestionCache(options);
  const origin = await originWith(cache, cms.url);
  running.push(origin, cms);
  const ask = async (query, init) => {
    const response = await fetch(`${origin.url}/api/search/suggest?q=${encodeURIComponent(query)}`, init);
    return {
      status: response.status,
      state: response.headers.get('x-origin-cache'),
      etag: response.headers.get('etag'),
      cacheControl: response.headers.get('cache-control'),
      body: response.status === 200 ? await response.json() : null,
    };
  };
  return { cms, cache, origin, ask };
}

describe('suggestion cache', () => {
  it('answers a repeated suggestion from memory, with the CMS’s headers, without asking the CMS again', async () => {
    const { cms, ask } = await setUp();
    const first = await ask('cab');
    expect(first).toMatchObject({ status: 200, state: 'MISS', body: { answer: 1 } });
    const again = await ask('cab');
    expect(again).toMatchObject({ status: 200, state: 'HIT', etag: '"a1"', body: { answer: 1 } });
    expect(again.cacheControl).toBe('public, max-age=5');
    expect(cms.asked).toBe(1);
    // another query is another answer
    expect((await ask('cable')).body).toMatchObject({ answer: 2, url: '/api/search/suggest?q=cable' });
    expect(await ask('cab', { headers: { 'If-None-Match': '"a1"' } })).toMatchObject({ status: 304 });
  });

  it('keeps an answer no longer than its age, and none once the content changed', async () => {
    const clock = manualClock();
    const { cms, cache, ask } = await setUp({ maxAgeMs: 5000, now: clock.now });
    await ask('tesla');
    clock.advance(4999);
    expect((await ask('tesla')).state).toBe('HIT');
    clock.advance(1);
    expect((await ask('tesla')).body.answer).toBe(2);
    cache.clear();
    expect(await ask('tesla')).toMatchObject({ state: 'MISS', body: { answer: 3 } });
    expect(cms.asked).toBe(3);
  });

  it('does not keep an answer asked before the content changed and received after', async () => {
    const { cms, cache, ask } = await setUp();
    let release;
    cms.hold = new Promise((resolve) => (release = resolve));
    const reached = new Promise((resolve) => (cms.reached = resolve));
    const asked = ask('wall');
    await reached;
    cache.clear();
    release();
    expect((await asked).body.answer).toBe(1);
    cms.hold = null;
    expect(await ask('wall')).toMatchObject({ state: 'MISS', body: { answer: 2 } });
  });

  it('keeps no refusal or failure, and nothing asked with credentials', async () => {
    const { cms, ask } = await setUp();
    cms.status = 429;
    expect((await ask('borne')).status).toBe(429);
    cms.status = 200;
    expect((await ask('borne')).state).toBe('MISS');
    await ask('fes', { headers: { Authorization: 'Bearer x' } });
    expect((await ask('fes', { headers: { Authorization: 'Bearer x' } })).body.answer).toBe(4);
    expect(cms.asked).toBe(4);
  });

  it('lets the least recently used answers go past its size', async () => {
    const { cms, cache, ask } = await setUp({ maxBytes: 100 });
    await ask('a1');
    await ask('a2');
    await ask('a1'); // a1 used last
    await ask('a3'); // a2 goes
    expect(cache.size).toBe(2);
    expect((await ask('a1')).state).toBe('HIT');
    expect((await ask('a2')).state).toBe('MISS');
    expect(cms.asked).toBe(4);
  });
});
