'use strict';

const assert = require('node:assert/strict');
const http = require('node:http');
const { before, describe, it } = require('node:test');

const CASABLANCA = { latitude: 33.5731, longitude: -7.5898 };

/** Independent great-circle distance, to check the server's filter. */
const haversineKm = (a, b) => {
  const rad = (degrees) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const positionOf = (poi) => ({ latitude: poi.AddressInfo.Latitude, longitude: poi.AddressInfo.Longitude });

module.exports = (context) =>
  describe('catalogue, content and stations', () => {
    let api;
    before(() => {
      api = context.cms.api;
    });

    it('lists products publicly with their images', async () => {
      const response = await api.get('/produits?populate=Image&pagination[pageSize]=20&sort=Name:asc');
      assert.equal(response.status, 200);
      const wallbox = response.body.data.find((product) => product.slug === 'wallbox-essentiel-7kw');
      assert.match(wallbox.Image.url, /^\/uploads\/.+\.svg$/);
      const image = await fetch(`${context.cms.baseUrl}${wallbox.Image.url}`);
      assert.equal(image.status, 200);
      assert.equal(wallbox.rating, 4, 'rating derived from the seeded reviews (5 and 3)');
      assert.equal(wallbox.reviewCount, 2);
    });

    it('answers the shop facets in one request', async () => {
      const response = await api.get('/produits/facets');
      assert.equal(response.status, 200);
      const facets = response.body;
      assert.deepEqual(Object.keys(facets).sort(), [
        'brands',
        'categories',
        'connectivity',
        'power',
        'price',
        'protection',
      ]);
      assert.deepEqual(facets.brands, [
        { value: 'Chargex', count: 2 },
        { value: 'Voltis', count: 2 },
      ]);
      // whole texts, one count per product: the shop draws its curated values from them
      assert.deepEqual(
        facets.connectivity.find((option) => option.value === 'WiFi, Bluetooth'),
        { value: 'WiFi, Bluetooth', count: 1 },
      );
      assert.deepEqual(facets.price, { min: 1200, max: 18900 }, 'a product on quotation has no price');
    });

    it('content API answers, cached or not, carry the security headers Strapi sets elsewhere', async () => {
      const strapiOwn = await fetch(`${context.cms.baseUrl}/_health`);
      const names = [
        'content-security-policy',
        'strict-transport-security',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
      ];
      for (const name of names) assert.ok(strapiOwn.headers.get(name), name);
      const route = '/vehicules?pagination[pageSize]=2';
      await api.get(route);
      const answers = [await api.get(route), await api.post('/auth/local', {})];
      assert.equal(answers[0].headers.get('x-cache'), 'HIT');
      for (const answer of answers) {
        for (const name of names) assert.equal(answer.headers.get(name), strapiOwn.headers.get(name), name);
        assert.equal(answer.headers.get('x-powered-by'), null);
      }
    });

    it('never serves a stale price from the response cache', async () => {
      const route = '/produits?fields[0]=price&fields[1]=slug&pagination[pageSize]=50';
      const find = (response) => response.body.data.find((product) => product.slug === 'cable-type2-32a');
      const first = await api.get(route);
      const second = await api.get(route);
      assert.equal(second.headers.get('x-cache'), 'HIT');
      assert.equal(find(second).price, find(first).price);
      // fetch adds "Cache-Control: no-cache" to conditional requests unless told otherwise.
      const conditional = { 'If-None-Match': second.headers.get('etag'), 'Cache-Control': 'max-age=0' };
      const revalidated = await api.get(route, { headers: conditional });
      assert.equal(revalidated.status, 304);

      await context.cms.strapi
        .documents('api::produit.produit')
        .update({ documentId: find(first).documentId, data: { price: 1350 } });
      const afterChange = await api.get(route, { headers: conditional });
      assert.equal(afterChange.status, 200, 'the old ETag no longer matches');
      assert.equal(find(afterChange).price, 1350);
      const detail = await api.get(`/produits/${find(first).documentId}`);
      assert.equal(detail.body.data.price, 1350);
    });

    it('answers credentialed requests without the cache', async () => {
      const response = await api.get('/produits?pagination[pageSize]=1', {
        headers: { Authorization: 'Bearer invalide' },
      });
      assert.equal(response.status, 401);
    });

    it('lists vehicles, FAQ and blog categories publicly', async () => {
      const vehicles = await api.get('/vehicules?populate=Images');
      assert.equal(vehicles.body.data[0].Images.length, 1);
      assert.deepEqual(vehicles.body.data[0].dcChargingCurve[0], { soc: 10, kw: 100 });
      const faq = await api.get('/faq-items?sort=order:asc');
      assert.equal(faq.body.data.length, 2);
      const categories = await api.get('/article-categories?sort=slug:asc');
      assert.deepEqual(
        categories.body.data.map((category) => category.slug),
        ['actualites', 'conseils', 'ecologie', 'evenements', 'technologies'],
      );
    });

    it('sanitises article HTML on write and on read', async () => {
      const response = await api.get('/articles?filters[category][slug][$eq]=conseils&populate=category');
      const article = response.body.data[0];
      assert.equal(article.category.name, 'Conseils');
      assert.equal(article.publishedAt, '2025-03-01T09:00:00.000Z');
      assert.ok(!/script|onclick|javascript:/i.test(article.content), article.content);
      assert.match(article.content, /<h2>Puissance<\/h2>/);

      const { strapi } = context.cms;
      const created = await strapi.documents('api::article.article').create({
        data: {
          title: 'Essai',
          slug: 'essai-html',
          content: '<p>ok</p><img src=x onerror="alert(1)"><iframe src="https://x"></iframe>',
        },
      });
      const stored = await strapi.db.query('api::article.article').findOne({ where: { id: created.id } });
      assert.equal(stored.content, '<p>ok</p><img src="x" />');

      // A row written around the model (raw SQL, import) is still cleaned on the way out.
      await strapi.db
        .connection('articles')
        .where({ id: created.id })
        .update({ content: '<p onmouseover="x()">brut</p><script>1</script>' });
      const read = await api.get(`/articles/${created.documentId}`);
      assert.equal(read.body.data.content, '<p>brut</p>');
    });

    it('filters stations by real distance, nearest first', async () => {
      const all = await api.get('/ocm/poi?countrycode=MA&maxresults=500');
      assert.equal(all.status, 200);
      assert.equal(all.body.length, 50);

      const near = await api.get(
        `/ocm/poi?latitude=${CASABLANCA.latitude}&longitude=${CASABLANCA.longitude}&distance=25&maxresults=100`,
      );
      assert.ok(near.body.length > 0);
      assert.ok(near.body.length < all.body.length);
      const distances = near.body.map((poi) => haversineKm(CASABLANCA, positionOf(poi)));
      assert.ok(distances.every((distance) => distance <= 25.001));
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
      assert.ok(Math.abs(near.body[0].AddressInfo.Distance - distances[0]) < 0.01);

      const nearIds = new Set(near.body.map((poi) => poi.ID));
      const outside = all.body.filter((poi) => !nearIds.has(poi.ID));
      assert.ok(outside.every((poi) => haversineKm(CASABLANCA, positionOf(poi)) > 25));
    });

    it('filters stations by power, connector and country, and finds one by id', async () => {
      const fast = await api.get('/ocm/poi?minpowerkw=100&maxresults=500');
      assert.ok(fast.body.length > 0);
      assert.ok(fast.body.every((poi) => poi.Connections.some((connection) => connection.PowerKW >= 100)));
      const chademo = await api.get('/ocm/poi?connectiontypeid=2&maxresults=500');
      assert.ok(
        chademo.body.every((poi) => poi.Connections.some((connection) => connection.ConnectionTypeID === 2)),
      );
      assert.deepEqual((await api.get('/ocm/poi?countrycode=FR')).body, []);

      const one = await api.get('/ocm/poi/460244');
      assert.equal(one.body[0].AddressInfo.Town, 'Agadir');
      assert.equal(
        one.body[0].DataProvider.License,
        'Licensed under Creative Commons Attribution 4.0 International (CC BY 4.0)',
      );
      const missing = await api.get('/ocm/poi/1');
      assert.deepEqual([missing.status, missing.body.error.message], [404, 'Station non trouvée']);
    });

    it('proxies the live directory with a server-side key, cached', async () => {
      const calls = [];
      const fake = http.createServer((request, response) => {
        calls.push(new URL(/** @type {string} */ (request.url), 'http://fake'));
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify([{ ID: 42, AddressInfo: { Title: 'Direct' } }]));
      });
      await new Promise((/** @type {(value?: unknown) => void} */ resolve) =>
        fake.listen(0, '127.0.0.1', resolve),
      );
      process.env.OCM_API_KEY = 'cle-secrete';
      const { port } = /** @type {import('node:net').AddressInfo} */ (fake.address());
      process.env.OCM_API_URL = `http://127.0.0.1:${port}/v3`;
      try {
        const first = await api.get('/ocm/poi?countrycode=MA&maxresults=10');
        const second = await api.get('/ocm/poi?countrycode=MA&maxresults=10');
        assert.deepEqual(first.body, [{ ID: 42, AddressInfo: { Title: 'Direct' } }]);
        assert.deepEqual(second.body, first.body);
        assert.equal(first.headers.get('x-data-source'), 'openchargemap');
        assert.equal(calls.length, 1, 'the second answer comes from the cache');
        assert.equal(calls[0].pathname, '/v3/poi/');
        assert.equal(calls[0].searchParams.get('key'), 'cle-secrete');
        assert.equal(calls[0].searchParams.get('countrycode'), 'MA');
      } finally {
        delete process.env.OCM_API_KEY;
        delete process.env.OCM_API_URL;
        fake.close();
      }
      const snapshot = await api.get('/ocm/poi?countrycode=MA&maxresults=10');
      assert.equal(snapshot.headers.get('x-data-source'), 'snapshot');
    });
  });
