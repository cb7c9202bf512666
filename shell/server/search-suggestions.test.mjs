import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProxy } from './api-proxy.mjs';
import { createSearchSuggestions } from './search-suggestions.mjs';
import { listening } from './server-testing.mjs';

/** A search document as the CMS serves them (cms/src/search/documents.js). */
const product = (documentId, title, extra = {}) => ({
  id: `product:${documentId}`,
  kind: 'product',
  documentId,
  title,
  brand: 'Volta',
  keywords: 'cables câbles',
  body: 'Un produit de recharge.',
  url: `/produit/${documentId}`,
  price: 990,
  detail: 'Volta',
  ...extra,
});

const CABLE = product('c1', 'Câble Type 2 32 A');
const WALLBOX = product('w1', 'Wallbox Essentiel 7 kW', { keywords: 'wallbox borne murale' });

/** Documents the test hands out version by version; `hold()` keeps the next load until released. */
function documentsOf(initial) {
  const source = { version: 'v1', documents: initial, loads: 0, failure: null, held: null };
  source.hold = () => {
    let release;
    source.held = new Promise((resolve) => (release = resolve));
    return () => {
      source.held = null;
      release();
    };
  };
  source.fetchDocuments = vi.fn(async () => {
    source.loads += 1;
    const answer = { version: source.version, documents: source.documents };
    if (source.held) await source.held;
    if (source.failure) throw source.failure;
    return structuredClone(answer);
  });
  return source;
}

const running = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function setUp({ documents = [CABLE, WALLBOX], now } = {}) {
  const cms = await listening((req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ fromCms: req.url }));
  });
  const source = documentsOf(documents);
  const log = vi.fn();
  const search = createSearchSuggestions({
    cmsUrl: cms.url,
    fetchDocuments: source.fetchDocuments,
    log,
    now,
  });
  const app = express();
  app.use('/api/search/suggest', search.middleware);
  app.use('/api', apiProxy(cms.url));
  const origin = await listening(app);
  running.push(origin, cms);
  const ask = async (query, { params = '', headers = {} } = {}) => {
    const response = await fetch(`${origin.url}/api/search/suggest?q=${encodeURIComponent(query)}${params}`, {
      headers,
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      cacheControl: response.headers.get('cache-control'),
      body: await response.json(),
    };
  };
  const titles = (answer) =>
    answer.body.groups?.flatMap((group) => group.results.map((result) => result.title));
  return { search, source, log, ask, titles };
}

describe('search suggestions at the origin', () => {
  it('passes the suggestions on to the CMS until its documents are loaded, then answers them itself', async () => {
    const { search, source, ask, titles } = await setUp();
    expect((await ask('cable')).body).toEqual({ fromCms: '/api/search/suggest?q=cable' });
    expect(await search.follow('v1')).toBe(true);
    expect(search.version).toBe('v1');
    const answer = await ask('cable');
    expect(answer.cacheControl).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(answer.body).toMatchObject({
      query: 'cable',
      total: 1,
      counts: { product: 1, vehicle: 0 },
      suggestion: null,
      groups: [
        {
          kind: 'product',
          count: 1,
          results: [
            { id: 'c1', title: 'Câble Type 2 32 A', price: 990, url: '/produit/c1', highlights: [[0, 5]] },
          ],
        },
      ],
    });
    // a typo and a start of a word, as the CMS's engine reads them
    expect(titles(await ask('wallbxo'))).toEqual(['Wallbox Essentiel 7 kW']);
    expect(titles(await ask('wal'))).toEqual(['Wallbox Essentiel 7 kW']);
    // the same version is not loaded again
    expect(await search.follow('v1')).toBe(false);
    expect(source.loads).toBe(1);
  });

  it('passes on what the CMS answers otherwise: other parameters, too long a query, a credential, nothing found', async () => {
    const { search, ask } = await setUp();
    await search.follow('v1');
    expect((await ask('cable', { params: '&type=help' })).body).toHaveProperty('fromCms');
    expect((await ask('c'.repeat(101))).body).toHaveProperty('fromCms');
    expect((await ask('cable', { headers: { Authorization: 'Bearer x' } })).body).toHaveProperty('fromCms');
    expect((await ask('zephyr')).body).toEqual({ fromCms: '/api/search/suggest?q=zephyr' });
    expect((await ask('cable')).body).not.toHaveProperty('fromCms');
  });

  it('follows a new content version: the copy in use answers while the new documents load, then the renamed one is found by its new name', async () => {
    const { search, source, ask, titles } = await setUp();
    await search.follow('v1');
    source.version = 'v2';
    source.documents = [{ ...CABLE, title: 'Câble Zéphyr 32 A' }];
    const release = source.hold();
    const following = search.follow('v2');
    // meanwhile: the former copy, and no second load
    expect(titles(await ask('wallbox'))).toEqual(['Wallbox Essentiel 7 kW']);
    expect(await search.follow('v2')).toBe(false);
    release();
    expect(await following).toBe(true);
    expect(search.version).toBe('v2');
    expect(titles(await ask('zephyr'))).toEqual(['Câble Zéphyr 32 A']);
    expect(titles(await ask('cable'))).toEqual(['Câble Zéphyr 32 A']);
    // a document gone from the CMS is gone here
    expect((await ask('wallbox')).body).toHaveProperty('fromCms');
    expect(source.loads).toBe(2);
  });

  it('keeps its copy when the documents cannot be read, says so once, and loads them at the next version read', async () => {
    const { search, source, log, ask, titles } = await setUp();
    await search.follow('v1');
    source.version = 'v2';
    source.documents = [WALLBOX];
    source.failure = new Error('ECONNREFUSED');
    expect(await search.follow('v2')).toBe(false);
    expect(await search.follow('v2')).toBe(false);
    expect(titles(await ask('cable'))).toEqual(['Câble Type 2 32 A']);
    source.failure = null;
    expect(await search.follow('v2')).toBe(true);
    expect((await ask('cable')).body).toHaveProperty('fromCms');
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('unreadable'),
      expect.stringContaining('readable again'),
    ]);
  });

  it('limits the suggestions of one address per minute (SEARCH_RATE_LIMIT), in the CMS’s words', async () => {
    vi.stubEnv('SEARCH_RATE_LIMIT', '3');
    let time = 0;
    const { search, ask } = await setUp({ now: () => time });
    await search.follow('v1');
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask('cable')).status).toBe(200);
    time = 20_000;
    const refused = await ask('cable');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('40');
    expect(refused.body.error).toMatchObject({
      status: 429,
      message: expect.stringMatching(/Trop de recherches/),
    });
    time = 60_000;
    expect((await ask('cable')).status).toBe(200);
  });
});
