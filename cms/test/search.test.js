'use strict';

// GET /api/search and /api/search/suggest, and the lists' free text (`_q`) answered by the search.
const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { startCms } = require('./helpers/cms');

const PRODUCT = 'api::produit.produit';

describe('site search', () => {
  let cms;
  const search = async (path) => {
    const response = await cms.api.get(path);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body;
  };
  const productTitles = (body) =>
    (body.groups.find((group) => group.kind === 'product')?.results ?? []).map((result) => result.title);

  before(async () => {
    cms = await startCms({ SEARCH_RATE_LIMIT: '40' });
  });
  after(() => cms?.stop());

  it('is public, ignores accents and case, and answers groups with counts and highlights', async () => {
    const response = await cms.api.get('/search?q=CABLE');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control'), /public, max-age=\d+/);
    const body = response.body;
    assert.equal(body.query, 'CABLE');
    // answered again from the response cache, like the other public reads
    assert.equal((await cms.api.get('/search?q=CABLE')).headers.get('x-cache'), 'HIT');
    assert.equal(body.counts.product, 1);
    const [result] = body.groups[0].results;
    assert.equal(result.title, 'Câble Type 2 32 A');
    assert.match(result.url, /^\/produit\/\w+$/);
    assert.equal(typeof result.price, 'number');
    assert.deepEqual(result.highlights, [[0, 5]]);
  });

  it('filters by kind, limits, suggests a spelling for a typo and suggests as one types', async () => {
    const onlyHelp = await search('/search?q=cable&type=help');
    assert.ok(onlyHelp.groups.every((group) => group.kind === 'help'));
    assert.equal(onlyHelp.counts.product, 1, 'the counts of every kind stay for the filter');
    assert.equal((await search('/search?q=wallbxo')).suggestion, 'wallbox');
    const suggest = await search('/search/suggest?q=wall');
    assert.equal(productTitles(suggest)[0], 'Wallbox Essentiel 7 kW');
    assert.ok(suggest.groups.every((group) => group.results.length <= 3));
  });

  it('says in French what is wrong with a request', async () => {
    const unknown = await cms.api.get('/search?q=borne&type=robots');
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error.message, /Type de résultat inconnu « robots »/);
    const long = await cms.api.get(`/search?q=${'a'.repeat(101)}`);
    assert.equal(long.status, 400);
    assert.match(long.body.error.message, /limitée à 100 caractères/);
    const limit = await cms.api.get('/search?q=borne&limit=0');
    assert.equal(limit.status, 400);
  });

  it('finds a product under its new name at the next query once it is renamed, and not under the old one', async () => {
    const products = cms.strapi.documents(PRODUCT);
    const [product] = await products.findMany({ filters: { Name: 'Borne Pro 22 kW' } });
    assert.deepEqual(productTitles(await search('/search?q=borne pro')), ['Borne Pro 22 kW']);
    await products.update({ documentId: product.documentId, data: { Name: 'Borne Zénith 22 kW' } });
    assert.deepEqual(productTitles(await search('/search?q=zenith')), ['Borne Zénith 22 kW']);
    assert.ok(!productTitles(await search('/search?q=borne pro')).includes('Borne Pro 22 kW'));
    await products.delete({ documentId: product.documentId });
    assert.equal((await search('/search?q=zenith')).total, 0);
  });

  it('answers the lists’ free text (_q) with the search: cable finds the câble beside the other filters', async () => {
    const list = await cms.api.get('/produits?_q=cable&fields[0]=Name');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((product) => product.Name),
      ['Câble Type 2 32 A'],
    );
    assert.equal(list.body.meta.pagination.total, 1);
    const none = await cms.api.get('/produits?_q=cable&filters[price][$lt]=0');
    assert.equal(none.body.data.length, 0);
    const nothing = await cms.api.get('/produits?_q=zzzzqqq');
    assert.deepEqual(nothing.body.data, []);
    const articles = await cms.api.get('/articles?_q=electrique&fields[0]=title');
    assert.equal(articles.status, 200);
  });

  it('answers the suggestions at the origin as the CMS does, from the documents it serves', async () => {
    const { createSearchSuggestions } = await import('../../shell/server/search-suggestions.mjs');
    const origin = createSearchSuggestions({ cmsUrl: cms.baseUrl });
    const documents = await cms.api.get('/search/documents');
    assert.equal(documents.status, 200);
    assert.equal(documents.body.version, (await cms.api.get('/content-version')).body.version);
    assert.equal(await origin.follow(documents.body.version), true);
    /** The origin's answer to `q`, or null when it passes the query on to the CMS. */
    const atOrigin = (q) => {
      let answer = null;
      const res = { setHeader: () => {}, status: () => res, json: (body) => (answer = body) };
      origin.middleware({ method: 'GET', headers: {}, query: { q }, ip: '127.0.0.1' }, res, () => {});
      return answer;
    };
    const queries = [
      'cable',
      'wallbxo',
      'tesla',
      'casablanca',
      'solaire',
      'livraison',
      'borne 22',
      'ca',
      'zzzz',
    ];
    const found = [];
    for (const q of queries) {
      const expected = await search(`/search/suggest?q=${encodeURIComponent(q)}`);
      // nothing found here: the CMS is asked (it may know a write the copy has not loaded yet)
      assert.deepEqual(atOrigin(q), expected.total > 0 ? expected : null, q);
      if (expected.total > 0) found.push(q);
    }
    assert.ok(found.length >= 6, `found by both: ${found.join(', ')}`);
  });

  it('serves the documents of the index as it stands after a write, tagged with the new content version', async () => {
    const products = cms.strapi.documents(PRODUCT);
    const [product] = await products.findMany({ filters: { Name: 'Wallbox Essentiel 7 kW' } });
    const before = (await cms.api.get('/search/documents')).body;
    await products.update({ documentId: product.documentId, data: { Name: 'Wallbox Aurore 7 kW' } });
    try {
      const after = (await cms.api.get('/search/documents')).body;
      assert.notEqual(after.version, before.version);
      const titleOf = (body) =>
        body.documents.find((document) => document.id === `product:${product.documentId}`)?.title;
      assert.equal(titleOf(before), 'Wallbox Essentiel 7 kW');
      assert.equal(titleOf(after), 'Wallbox Aurore 7 kW');
    } finally {
      await products.update({ documentId: product.documentId, data: { Name: 'Wallbox Essentiel 7 kW' } });
    }
  });

  it('limits the requests of one address', async () => {
    let refused;
    for (let attempt = 0; attempt < 45 && !refused; attempt += 1) {
      const response = await cms.api.get(`/search/suggest?q=b${attempt}`);
      if (response.status === 429) refused = response;
    }
    assert.ok(refused, 'never refused');
    assert.match(refused.body.error.message, /Trop de recherches/);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });
});
