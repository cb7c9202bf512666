'use strict';

// The real seed (data/seed and the Open Charge Map snapshot) loaded into a fresh database.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const { startCms } = require('./helpers/cms');

const SEED_DIR = path.resolve(__dirname, '..', 'data', 'seed');
const hasSeed = fs.existsSync(path.join(SEED_DIR, 'products.json'));
const readSeed = (name) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, name), 'utf8'));

/** Keys of the seed files that name files or relations rather than stored attributes. */
const REFERENCE_KEYS = { products: ['image'], vehicles: ['images'], articles: [] };

describe('the real seed', { skip: hasSeed ? false : 'data/seed has no products.json yet' }, () => {
  let cms;
  before(async () => {
    cms = await startCms({ SEED_DIR });
  });
  after(() => cms?.stop());

  const count = (uid, where = {}) => cms.strapi.db.query(uid).count({ where });

  it('stores every key of the catalogue and article files', () => {
    for (const [file, uid] of [
      ['products', 'api::produit.produit'],
      ['vehicles', 'api::vehicule.vehicule'],
      ['articles', 'api::article.article'],
    ]) {
      const attributes = cms.strapi.getModel(uid).attributes;
      const keys = new Set(readSeed(`${file}.json`).flatMap((record) => Object.keys(record)));
      const dropped = [...keys].filter((key) => !(key in attributes) && !REFERENCE_KEYS[file].includes(key));
      assert.deepEqual(dropped, [], `${file}.json keys without an attribute`);
    }
  });

  it('loads every record, with images', async () => {
    const products = readSeed('products.json');
    assert.equal(await count('api::produit.produit'), products.length);
    assert.equal(
      await count('api::produit.produit', { Image: { id: { $null: true } } }),
      0,
      'every product has an image',
    );
    assert.equal(await count('api::vehicule.vehicule'), readSeed('vehicles.json').length);
    assert.equal(await count('api::article.article'), readSeed('articles.json').length);
    assert.equal(await count('api::faq-item.faq-item'), readSeed('faq.json').length);
    assert.equal(await count('api::legal-page.legal-page'), readSeed('legal-pages.json').length);
    assert.equal(await count('api::station.station'), 50);
    const vehicle = (await cms.api.get('/vehicules?populate=Images&pagination[pageSize]=1')).body.data[0];
    assert.equal(
      vehicle.Images.length,
      readSeed('vehicles.json').find((record) => record.slug === vehicle.slug).images.length,
    );
  });

  it('creates the demo accounts, their priced orders and the reviews', async () => {
    const users = readSeed('users.json');
    for (const user of users) {
      const login = await cms.api.post('/auth/local', { identifier: user.email, password: user.password });
      assert.equal(login.status, 200, `${user.email} can sign in`);
    }
    const orders = readSeed('orders.json');
    assert.equal(await count('api::order.order'), orders.length);
    const stored = await cms.strapi.db.query('api::order.order').findMany();
    assert.ok(stored.every((order) => Number(order.total) > 0 && order.trackingNumber && order.orderId));
    assert.deepEqual(stored.map((order) => order.status).sort(), orders.map((order) => order.status).sort());
    const reviews = readSeed('reviews.json');
    const replies = reviews.reduce((sum, review) => sum + (review.replies?.length ?? 0), 0);
    assert.equal(await count('api::comment.comment'), reviews.length + replies);
    assert.ok((await count('api::produit.produit', { reviewCount: { $gt: 0 } })) > 0);
    // review volumes as a shop has them: some products are 'Populaire' (4.5 or more over 10 reviews
    // or more), one as reviewed is not
    const reviewed = await cms.strapi.db.query('api::produit.produit').findMany({
      where: { reviewCount: { $gte: 10 } },
      select: ['slug', 'rating', 'reviewCount'],
      orderBy: [{ slug: 'asc' }],
    });
    assert.deepEqual(
      reviewed.map((product) => [product.slug, Number(product.rating), product.reviewCount]),
      [
        ['hager-witty-start-7-4', 3.8, 10],
        ['juice-technology-juice-booster-2', 4.6, 10],
        ['wallbox-pulsar-plus-7-4', 4.8, 12],
        ['zaptec-go-22', 4.7, 11],
      ],
    );
  });

  it('passes the seed folder’s own checks', async () => {
    const checker = path.join(SEED_DIR, 'tools', 'check.mjs');
    if (!fs.existsSync(checker)) return;
    const { findSeedProblems } = await import(checker);
    // The checker joins names onto the folder path as given, so it takes a trailing separator.
    assert.deepEqual(findSeedProblems(`${SEED_DIR}${path.sep}`).problems, []);
  });
});
