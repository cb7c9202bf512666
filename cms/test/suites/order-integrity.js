'use strict';

const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { installationEstimate } = require('../../src/domain/shared-rules');
const { registerUser } = require('../helpers/cms');
const { orderBody } = require('../helpers/orders');

const PRODUCT_UID = 'api::produit.produit';
const SLUG = 'borne-integrite-';
const INPUTS = { city: 'Marrakech', subscribedPower: '6', meterType: 'triphase', distance: 25 };

module.exports = (context) =>
  describe('order integrity: payment, installation, stock', () => {
    let api;
    let buyer;

    const order = (items, extra) => api.post('/orders', orderBody(items, extra), { token: buyer.jwt });

    /** A product of its own, so that no other suite's orders move its stock. */
    let productCount = 0;
    const createProduct = (fields) => {
      productCount += 1;
      return context.cms.strapi.documents(PRODUCT_UID).create({
        data: {
          Name: `Borne ${productCount}`,
          slug: `${SLUG}${productCount}`,
          price: 319000,
          category: 'stations',
          ...fields,
        },
      });
    };

    const stockOf = async (documentId) =>
      (await context.cms.strapi.db.query(PRODUCT_UID).findOne({ where: { documentId } })).stock;

    before(async () => {
      api = context.cms.api;
      buyer = await registerUser(api, 'acheteur');
    });
    after(() =>
      context.cms.strapi.db.query(PRODUCT_UID).deleteMany({ where: { slug: { $startsWith: SLUG } } }),
    );

    it('nothing a client sends marks an order paid or confirmed', async () => {
      const product = await createProduct({ stock: 5 });
      const card = await order([{ id: product.documentId, quantity: 1 }], {
        paymentMethod: 'cmi',
        status: 'confirmed',
        paymentStatus: 'paid',
        confirmedAt: '2026-01-01T00:00:00.000Z',
        payment: { method: 'cmi', status: 'paid', transactionId: 'TX-FAUX', authCode: '000000', paidAt: 'x' },
      });
      assert.equal(card.status, 201, JSON.stringify(card.body));
      const placed = card.body.data;
      assert.deepEqual(
        [placed.status, placed.paymentStatus, placed.payment.status, placed.confirmedAt],
        ['pending', 'pending', 'pending', null],
      );
      assert.ok(!JSON.stringify(placed.payment).includes('TX-FAUX'), 'no client-made transaction id');

      const cash = await order([{ id: product.documentId, quantity: 1 }], { payment: { status: 'paid' } });
      assert.deepEqual([cash.body.data.status, cash.body.data.paymentStatus], ['pending', 'pending']);
    });

    it('prices the installation from its typed inputs only; a bare or forged cost is ignored', async () => {
      const product = await createProduct({ stock: 10 });
      const expected = installationEstimate.estimateInstallation({ ...INPUTS, subscribedPower: 6 }).total;
      const forged = await order([
        { id: product.documentId, quantity: 1, installation: { wanted: true, cost: 1, inputs: INPUTS } },
      ]);
      assert.equal(forged.status, 201, JSON.stringify(forged.body));
      assert.equal(forged.body.data.installationTotal, expected);
      assert.equal(forged.body.data.items[0].installation.cost, expected);

      const bare = await order([
        { id: product.documentId, quantity: 1, installation: { wanted: true, cost: 1 } },
      ]);
      assert.deepEqual([bare.status, bare.body.error.message], [400, 'Veuillez sélectionner une ville']);

      for (const [inputs, message] of [
        [{ ...INPUTS, city: { $ne: '' } }, 'Veuillez sélectionner une ville'],
        [{ ...INPUTS, city: ['Rabat'] }, 'Veuillez sélectionner une ville'],
        [{ ...INPUTS, subscribedPower: { value: 6 } }, 'Veuillez indiquer la puissance souscrite'],
        [{ ...INPUTS, meterType: { toString: 1 } }, 'Le champ type de compteur est invalide.'],
        [{ ...INPUTS, distance: 'loin' }, 'Le champ distance est invalide.'],
        ['Marrakech', 'Veuillez sélectionner une ville'],
      ]) {
        const refused = await order([
          { id: product.documentId, quantity: 1, installationService: { wanted: true, inputs } },
        ]);
        assert.deepEqual(
          [refused.status, refused.body.error?.message],
          [400, message],
          JSON.stringify(inputs),
        );
      }
    });

    it('two 319 000 MAD stations with installation: 5 % off both units, the estimate added once', async () => {
      const product = await createProduct({ stock: 2 });
      const placed = await order([
        { id: product.documentId, quantity: 2, installation: { wanted: true, inputs: INPUTS } },
      ]);
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      const installation = installationEstimate.estimateInstallation({ ...INPUTS, subscribedPower: 6 }).total;
      assert.equal(placed.body.data.subtotal, 638000 - 31900 + installation);
    });

    it('refuses more than the stock in French; cancelling a pending order gives the stock back', async () => {
      const product = await createProduct({ stock: 3, Brand: 'Voltis', Name: 'Stock court' });
      const tooMany = await order([
        { id: product.documentId, quantity: 2 },
        { id: product.documentId, quantity: 2 },
      ]);
      assert.deepEqual(
        [tooMany.status, tooMany.body.error.message],
        [400, 'Stock insuffisant pour Voltis Stock court'],
      );
      assert.equal(await stockOf(product.documentId), 3);

      const placed = await order([{ id: product.documentId, quantity: 2 }]);
      assert.equal(placed.status, 201);
      assert.equal(await stockOf(product.documentId), 1);
      const listed = await api.get(`/produits/${product.documentId}`);
      assert.equal(listed.body.data.stock, 1, 'the catalogue shows the new stock');

      const cancelled = await api.post(
        `/orders/${placed.body.data.orderId}/cancel`,
        {},
        { token: buyer.jwt },
      );
      assert.equal(cancelled.status, 200);
      assert.equal(await stockOf(product.documentId), 3);
      const again = await api.post(`/orders/${placed.body.data.orderId}/cancel`, {}, { token: buyer.jwt });
      assert.equal(again.status, 400);
      assert.equal(await stockOf(product.documentId), 3, 'a second cancel gives nothing back');
    });

    it('50 concurrent orders on a stock of 30: exactly 30 accepted, stock 0', async () => {
      const product = await createProduct({ stock: 30 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => order([{ id: product.documentId, quantity: 1 }])),
      );
      const statuses = answers.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 201).length, 30, statuses.join(' '));
      assert.equal(statuses.filter((status) => status === 400).length, 20, statuses.join(' '));
      assert.equal(await stockOf(product.documentId), 0);
      const stored = await context.cms.strapi.db
        .query('api::order.order')
        .findMany({ where: { owner: buyer.user.id }, select: ['id', 'items'] });
      assert.equal(stored.filter((row) => row.items[0].productId === product.documentId).length, 30);
    });

    it('an idempotency key reused for another order is refused (409), never answered with the first', async () => {
      const product = await createProduct({ stock: 10 });
      const headers = { 'Idempotency-Key': `panier-${Date.now().toString(36)}-reutilise` };
      const place = (quantity, extra) =>
        api.post('/orders', orderBody([{ id: product.documentId, quantity }], extra), {
          token: buyer.jwt,
          headers,
        });
      const first = await place(1);
      assert.equal(first.status, 201);
      const retry = await place(1);
      assert.deepEqual([retry.status, retry.body.data.orderId], [200, first.body.data.orderId]);

      for (const other of [await place(3), await place(1, { shippingMethod: 'express' })]) {
        assert.equal(other.status, 409, JSON.stringify(other.body));
        assert.equal(
          other.body.error.message,
          'Cette clé d’idempotence a déjà servi pour une autre commande : vérifiez vos commandes avant de recommencer.',
        );
      }
      assert.equal(await stockOf(product.documentId), 9, 'only the first order took stock');
    });
  });
