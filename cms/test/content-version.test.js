'use strict';

// GET /api/content-version: the production origin empties its page cache when this changes.
const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { startCms } = require('./helpers/cms');

describe('content version', () => {
  let cms;
  const version = async () => {
    const response = await cms.api.get('/content-version');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.body.version, /^[\w-]{22}$/);
    return response.body.version;
  };

  before(async () => {
    cms = await startCms();
  });
  after(() => cms?.stop());

  it('is public and stays the same while nothing changes', async () => {
    assert.equal(await version(), await version());
  });

  it('changes when page content is created, updated or deleted', async () => {
    const faq = cms.strapi.documents('api::faq-item.faq-item');
    const initial = await version();

    const created = await faq.create({ data: { question: 'Essai ?', answer: 'Oui.', order: 99 } });
    const afterCreate = await version();
    assert.notEqual(afterCreate, initial);

    await faq.update({ documentId: created.documentId, data: { answer: 'Toujours oui.' } });
    const afterUpdate = await version();
    assert.notEqual(afterUpdate, afterCreate);

    await faq.delete({ documentId: created.documentId });
    const afterDelete = await version();
    assert.notEqual(afterDelete, afterUpdate);
  });

  it('changes when a product changes (a price)', async () => {
    const products = cms.strapi.documents('api::produit.produit');
    const [product] = await products.findMany({ limit: 1 });
    const before = await version();
    await products.update({ documentId: product.documentId, data: { price: (product.price ?? 0) + 1 } });
    assert.notEqual(await version(), before);
  });

  it('does not change for writes the pages do not show (a newsletter sign-up)', async () => {
    const before = await version();
    const response = await cms.api.post('/newsletters', { data: { email: 'version@test.chargemaroc.ma' } });
    assert.ok(response.status < 300, JSON.stringify(response.body));
    assert.equal(await version(), before);
  });
});
