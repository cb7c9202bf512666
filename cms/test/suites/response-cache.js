'use strict';

const assert = require('node:assert/strict');
const { before, describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');

const ORDER_LINE_ADDRESS = {
  address: '3 rue Atlas',
  city: 'Rabat',
  region: 'Rabat-Salé-Kénitra',
  postalCode: '10000',
};

module.exports = (context) =>
  describe('response cache: a write empties only what it changes', () => {
    let api;
    let reviewed;
    let other;
    let buyer;
    const routes = {};

    /** Fetches each route twice: the second answer must come from the cache. */
    const warm = async (...names) => {
      for (const name of names) {
        await api.get(routes[name]);
        assert.equal((await api.get(routes[name])).headers.get('x-cache'), 'HIT', `${name} is cached`);
      }
    };
    const cacheState = async (name) => (await api.get(routes[name])).headers.get('x-cache');
    /** The same route read past the cache (a signed-in read is never cached). */
    const uncached = async (name) => {
      const answer = await api.get(routes[name], { token: buyer.jwt });
      assert.equal(answer.headers.get('x-cache'), null);
      return answer.body;
    };
    const find = (products, product) => products.find((item) => item.documentId === product.documentId);

    before(async () => {
      api = context.cms.api;
      const list = (await api.get('/produits?pagination[pageSize]=100&sort=Name:asc')).body.data;
      reviewed = list.find((product) => product.slug === 'wallbox-essentiel-7kw');
      other = list.find((product) => product.slug === 'borne-pro-22kw');
      Object.assign(routes, {
        vehicles: '/vehicules?populate=Images',
        otherDetail: `/produits/${other.documentId}`,
        reviewedDetail: `/produits/${reviewed.documentId}`,
        listOfReviewed: `/produits?filters[slug][$eq]=${reviewed.slug}`,
        sortedList: '/produits?sort=Name:desc&pagination[pageSize]=1&fields[0]=Name',
        facets: '/produits/facets',
        pageOfReviewed: '/produits?populate[0]=Image&pagination[pageSize]=100&sort=Name:asc',
        byStock: '/produits?sort=stock:asc&fields[0]=slug&fields[1]=stock',
        slugs: '/produits?fields[0]=slug&fields[1]=price&pagination[pageSize]=100',
      });
      buyer = await registerUser(api, 'cache');
    });

    it('keys a station-directory answer on the parameters it reads, not on junk ones', async () => {
      const first = await api.get('/ocm/poi?countrycode=MA&maxresults=5&junk=1');
      assert.equal(first.status, 200);
      const junk = await api.get('/ocm/poi?junk=2&CountryCode=MA&maxresults=5&utm_source=x');
      assert.equal(junk.headers.get('x-cache'), 'HIT', 'unknown parameters make no entry of their own');
      assert.deepEqual(junk.body, first.body);
      const other = await api.get('/ocm/poi?countrycode=MA&maxresults=6&junk=3');
      assert.equal(other.headers.get('x-cache'), 'MISS', 'a parameter the endpoint reads still counts');
      assert.equal(other.body.length, 6);
      await api.get('/ocm/poi/460244?junk=1');
      assert.equal((await api.get('/ocm/poi/460244?junk=2')).headers.get('x-cache'), 'HIT');
    });

    it('a review refreshes its product’s count and leaves the rest of the catalogue cached', async () => {
      await warm('vehicles', 'otherDetail', 'reviewedDetail', 'listOfReviewed', 'facets');
      const before = (await api.get(routes.reviewedDetail)).body.data.reviewCount;
      const review = {
        targetType: 'product',
        targetId: reviewed.documentId,
        comment: 'Installée en une heure.',
        rating: 5,
      };
      assert.equal((await api.post('/comments', { data: review }, { token: buyer.jwt })).status, 201);

      // The product's page and the lists showing it keep their cached answer; the review left the
      // product's new rating and count in the cache before it was answered, exactly as the
      // database answers them.
      const detail = await api.get(routes.reviewedDetail);
      assert.equal(detail.headers.get('x-cache'), 'HIT');
      assert.equal(detail.body.data.reviewCount, before + 1);
      assert.deepEqual(detail.body, await uncached('reviewedDetail'));
      const listed = await api.get(routes.listOfReviewed);
      assert.equal(listed.headers.get('x-cache'), 'HIT');
      assert.deepEqual(listed.body, await uncached('listOfReviewed'));
      for (const name of ['vehicles', 'otherDetail', 'facets'])
        assert.equal(await cacheState(name), 'HIT', name);
    });

    it('an order moves its product’s stock and leaves other products and content cached', async () => {
      await warm('vehicles', 'otherDetail', 'reviewedDetail', 'pageOfReviewed', 'byStock', 'facets');
      const stock = (await api.get(routes.reviewedDetail)).body.data.stock;
      const order = await api.post(
        '/orders',
        {
          data: {
            items: [{ id: reviewed.documentId, quantity: 1 }],
            paymentMethod: 'cash',
            customerInfo: { firstName: 'Rim', lastName: 'Alaoui', email: buyer.email, phone: '0611223344' },
            shippingAddress: ORDER_LINE_ADDRESS,
          },
        },
        { token: buyer.jwt },
      );
      assert.equal(order.status, 201, JSON.stringify(order.body));
      const list = await api.get(routes.pageOfReviewed);
      assert.equal(list.headers.get('x-cache'), 'HIT', 'the order left the new stock in the cache');
      assert.equal(find(list.body.data, reviewed).stock, stock - 1);
      assert.deepEqual(list.body, await uncached('pageOfReviewed'));
      const detail = await api.get(routes.reviewedDetail);
      assert.equal(detail.headers.get('x-cache'), 'HIT');
      assert.equal(detail.body.data.stock, stock - 1);
      assert.equal(await cacheState('byStock'), 'MISS', 'a list sorted on stock is emptied');
      for (const name of ['vehicles', 'otherDetail', 'facets'])
        assert.equal(await cacheState(name), 'HIT', name);
    });

    it('a conditional read after a stock change gets the new stock, not 304', async () => {
      await warm('reviewedDetail');
      const cached = await api.get(routes.reviewedDetail);
      const conditional = { 'If-None-Match': cached.headers.get('etag'), 'Cache-Control': 'max-age=0' };
      assert.equal((await api.get(routes.reviewedDetail, { headers: conditional })).status, 304);
      await context.cms.strapi.db
        .query('api::produit.produit')
        .update({ where: { documentId: reviewed.documentId }, data: { stock: cached.body.data.stock + 5 } });
      const changed = await api.get(routes.reviewedDetail, { headers: conditional });
      assert.equal(changed.status, 200);
      assert.equal(changed.headers.get('x-cache'), 'LIVE');
      assert.equal(changed.body.data.stock, cached.body.data.stock + 5);
    });

    it('a rating refreshed outside a request is served as the database has it at once', async () => {
      await warm('reviewedDetail');
      const before = (await api.get(routes.reviewedDetail)).body.data;
      const review = { targetType: 'product', targetId: reviewed.documentId, comment: 'Correct.', rating: 1 };
      await context.cms.strapi.db.query('api::comment.comment').create({ data: review });
      // No request waits for its release, which may come after the next read: the old record
      // was emptied at once rather than kept until then.
      await context.cms.strapi.service('api::produit.produit').refreshRating(reviewed.documentId);
      const detail = await api.get(routes.reviewedDetail);
      assert.equal(detail.body.data.reviewCount, before.reviewCount + 1);
      assert.deepEqual(detail.body, await uncached('reviewedDetail'));
    });

    it('a list that does not show stock or ratings is never emptied by them', async () => {
      await warm('slugs');
      await context.cms.strapi.service('api::produit.produit').refreshRating(reviewed.documentId);
      await context.cms.strapi.db
        .query('api::produit.produit')
        .update({ where: { documentId: reviewed.documentId }, data: { stock: 3 } });
      assert.equal(await cacheState('slugs'), 'HIT');
    });

    it('a price change reaches lists sorted or filtered on price even when they did not show the product', async () => {
      const byPrice = '/produits?filters[price][$gte]=100000&fields[0]=slug';
      routes.byPrice = byPrice;
      await warm('byPrice', 'vehicles', 'sortedList');
      assert.equal((await api.get(byPrice)).body.data.length, 0);
      await context.cms.strapi.db
        .query('api::produit.produit')
        .update({ where: { documentId: other.documentId }, data: { price: 150000 } });
      assert.deepEqual(
        (await api.get(byPrice)).body.data.map((product) => product.slug),
        [other.slug],
      );
      for (const name of ['vehicles', 'sortedList']) assert.equal(await cacheState(name), 'HIT', name);
      await context.cms.strapi.db
        .query('api::produit.produit')
        .update({ where: { documentId: other.documentId }, data: { price: other.price } });
    });

    it('a new media file (an installation photo) empties nothing', async () => {
      await warm('vehicles', 'otherDetail');
      await context.cms.strapi.db.query('plugin::upload.file').create({
        data: {
          name: 'photo.png',
          hash: `photo_${Date.now()}`,
          ext: '.png',
          mime: 'image/png',
          size: 1,
          url: '/uploads/photo.png',
          provider: 'local',
        },
      });
      for (const name of ['vehicles', 'otherDetail']) assert.equal(await cacheState(name), 'HIT', name);
    });
  });
