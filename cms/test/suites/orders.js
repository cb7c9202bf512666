'use strict';

const assert = require('node:assert/strict');
const { before, describe, it } = require('node:test');
const { pricing } = require('../../src/domain/shared-rules');
const { registerUser, login, DEMO_AMINA, DEMO_YOUSSEF, DEMO_PASSWORD } = require('../helpers/cms');
const { CUSTOMER, orderBody } = require('../helpers/orders');

module.exports = (context) =>
  describe('orders', () => {
    let api;
    let products;
    let amina;
    let youssef;

    before(async () => {
      api = context.cms.api;
      const list = await api.get('/produits?pagination[pageSize]=100');
      products = Object.fromEntries(list.body.data.map((product) => [product.slug, product]));
      amina = await login(api, DEMO_AMINA, DEMO_PASSWORD);
      youssef = await login(api, DEMO_YOUSSEF, DEMO_PASSWORD);
    });

    it('visitors can neither list nor place orders', async () => {
      assert.equal((await api.get('/orders')).status, 403);
      assert.equal((await api.post('/orders', orderBody([]))).status, 403);
    });

    it('lists only the caller’s orders, newest first, filtered by status and date', async () => {
      const all = await api.get('/orders', { token: amina });
      assert.equal(all.status, 200);
      assert.ok(all.body.data.length >= 2);
      assert.ok(
        all.body.data.every(
          (order) => order.customerInfo.email === DEMO_AMINA || order.customerInfo.email === CUSTOMER.email,
        ),
      );
      assert.equal(all.body.meta.pagination.pageSize, 10);
      const dates = all.body.data.map((order) => Date.parse(order.createdAt));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );

      const delivered = await api.get('/orders?filters[status][$eq]=delivered', { token: amina });
      assert.ok(delivered.body.data.length >= 1);
      assert.ok(delivered.body.data.every((order) => order.status === 'delivered'));

      const january = await api.get(
        '/orders?filters[createdAt][$gte]=2025-01-01&filters[createdAt][$lte]=2025-01-31',
        { token: amina },
      );
      assert.deepEqual(
        january.body.data.map((order) => order.createdAt.slice(0, 7)),
        ['2025-01'],
      );
    });

    it('recomputes a tampered order from catalogue prices with the shared pricing rule', async () => {
      const wallbox = products['wallbox-essentiel-7kw'];
      const cable = products['cable-type2-32a'];
      const response = await api.post(
        '/orders',
        orderBody(
          [
            {
              id: wallbox.documentId,
              quantity: 2,
              price: 1,
              installationService: {
                wanted: true,
                cost: 1,
                discount: 0.9,
                inputs: { city: 'Casablanca', subscribedPower: '18', meterType: 'triphase', distance: 15 },
              },
            },
            { id: cable.documentId, quantity: 1, price: 0 },
          ],
          {
            total: 10,
            subtotal: 10,
            tax: 0,
            shipping: 0,
            discount: 99999,
            status: 'delivered',
            couponCode: 'welcome10',
            shippingMethod: 'express',
          },
        ),
        { token: amina },
      );
      assert.equal(response.status, 201);
      const expected = pricing.priceCart({
        items: [
          { unitPrice: wallbox.price, quantity: 2, installation: { wanted: true, cost: 1800 } },
          { unitPrice: cable.price, quantity: 1 },
        ],
        couponCode: 'WELCOME10',
        shippingMethod: 'express',
      });
      const order = response.body.data;
      assert.equal(order.subtotal, expected.subtotal);
      assert.equal(order.tax, expected.tax);
      assert.equal(order.shipping, expected.shipping);
      assert.equal(order.discount, expected.discount);
      assert.equal(order.total, expected.total);
      // 2 × 6500 − 5 % + 1800 installation (from its inputs) + 1200 = 15350; +20 % VAT, +100 express,
      // −10 % coupon.
      assert.equal(order.total, 16985);
      assert.equal(order.status, 'pending');
      assert.equal(order.couponCode, 'WELCOME10');
      assert.match(order.orderId, /^CM-\d{8}-[A-Z0-9]{6}$/);
      const days = (Date.parse(order.estimatedDelivery) - Date.parse(order.createdAt)) / 86_400_000;
      assert.equal(Math.round(days), 3);
    });

    it('promises the delivery date of the payment page: the shared rule, by method and region', async () => {
      const cable = products['cable-type2-32a'];
      const remote = { address: '3 avenue Al Walae', city: 'Dakhla', region: 'Dakhla-Oued Ed-Dahab' };
      for (const [shippingMethod, shippingAddress] of /** @type {[string, typeof remote][]} */ ([
        ['standard', remote],
        ['express', remote],
        ['pickup', remote],
      ])) {
        const response = await api.post(
          '/orders',
          orderBody([{ id: cable.documentId, quantity: 1 }], { shippingMethod, shippingAddress }),
          { token: amina },
        );
        assert.equal(response.status, 201);
        const order = response.body.data;
        const promised = pricing.estimatedDeliveryDate(
          new Date(order.createdAt),
          shippingMethod,
          shippingAddress.region,
        );
        assert.equal(new Date(order.estimatedDelivery).toISOString(), promised.toISOString(), shippingMethod);
      }
    });

    it('refuses an empty cart, an unpriced product, an unknown coupon and an invalid customer', async () => {
      const cable = products['cable-type2-32a'];
      const empty = await api.post('/orders', orderBody([]), { token: amina });
      assert.deepEqual([empty.status, empty.body.error.message], [400, 'Votre panier est vide']);
      const onQuote = await api.post(
        '/orders',
        orderBody([{ id: products['station-rapide-50kw'].documentId, quantity: 1 }]),
        { token: amina },
      );
      assert.equal(onQuote.status, 400);
      assert.match(onQuote.body.error.message, /n'est pas disponible à la commande/);
      const coupon = await api.post(
        '/orders',
        orderBody([{ id: cable.documentId, quantity: 1 }], { couponCode: 'GRATUIT' }),
        { token: amina },
      );
      assert.deepEqual([coupon.status, coupon.body.error.message], [400, 'Code promo invalide']);
      const phone = await api.post(
        '/orders',
        orderBody([{ id: cable.documentId, quantity: 1 }], { customerInfo: { ...CUSTOMER, phone: '12' } }),
        {
          token: amina,
        },
      );
      assert.equal(phone.status, 400);
      assert.equal(phone.body.error.message, 'Format de téléphone invalide (ex: +212 6 XX XX XX XX)');
      const tooMany = await api.post(
        '/orders',
        orderBody([{ id: products['borne-pro-22kw'].documentId, quantity: 4 }]),
        { token: amina },
      );
      assert.equal(tooMany.status, 400);
    });

    it('another user can neither read nor cancel an order (404)', async () => {
      const cable = products['cable-type2-32a'];
      const created = await api.post('/orders', orderBody([{ id: cable.documentId, quantity: 1 }]), {
        token: amina,
      });
      const { orderId } = created.body.data;
      const stranger = await registerUser(api, 'curieux');
      for (const token of [stranger.jwt, youssef]) {
        const read = await api.get(`/orders/${orderId}`, { token });
        assert.deepEqual([read.status, read.body.error.message], [404, 'Commande non trouvée']);
        const cancel = await api.post(`/orders/${orderId}/cancel`, {}, { token });
        assert.equal(cancel.status, 404);
      }
      const own = await api.get(`/orders/${orderId}`, { token: amina });
      assert.equal(own.body.data.status, 'pending');
    });

    it('cancels a pending order, refuses a shipped one', async () => {
      const cable = products['cable-type2-32a'];
      const created = await api.post('/orders', orderBody([{ id: cable.documentId, quantity: 1 }]), {
        token: youssef,
      });
      const cancelled = await api.post(`/orders/${created.body.data.orderId}/cancel`, {}, { token: youssef });
      assert.equal(cancelled.status, 200);
      assert.equal(cancelled.body.data.status, 'cancelled');
      assert.ok(cancelled.body.data.cancelledAt);

      const shipped = (await api.get('/orders?filters[status][$eq]=shipped', { token: youssef })).body
        .data[0];
      const refused = await api.post(`/orders/${shipped.orderId}/cancel`, {}, { token: youssef });
      assert.deepEqual(
        [refused.status, refused.body.error.message],
        [400, "Impossible d'annuler une commande expédiée ou livrée"],
      );
    });

    it('only an Editor changes a status', async () => {
      const cable = products['cable-type2-32a'];
      const created = await api.post('/orders', orderBody([{ id: cable.documentId, quantity: 1 }]), {
        token: amina,
      });
      const { orderId } = created.body.data;
      assert.equal(
        (await api.put(`/orders/${orderId}/status`, { data: { status: 'shipped' } }, { token: amina }))
          .status,
        403,
      );

      const editor = await registerUser(api, 'editeur');
      const { strapi } = context.cms;
      const editorRole = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'editor' } });
      await strapi.db
        .query('plugin::users-permissions.user')
        .update({ where: { id: editor.user.id }, data: { role: editorRole.id } });
      const changed = await api.put(
        `/orders/${orderId}/status`,
        { data: { status: 'confirmed' } },
        { token: editor.jwt },
      );
      assert.equal(changed.status, 200);
      assert.equal(changed.body.data.status, 'confirmed');
      assert.ok(changed.body.data.confirmedAt);
      const invalid = await api.put(
        `/orders/${orderId}/status`,
        { data: { status: 'perdu' } },
        { token: editor.jwt },
      );
      assert.deepEqual([invalid.status, invalid.body.error.message], [400, 'Statut de commande invalide']);
    });

    it('tracks a parcel publicly without personal data', async () => {
      const order = (await api.get('/orders?filters[status][$eq]=delivered', { token: amina })).body.data[0];
      const tracking = await api.get(`/orders/tracking/${order.trackingNumber}`);
      assert.equal(tracking.status, 200);
      assert.equal(tracking.body.data.status, 'delivered');
      assert.deepEqual(
        tracking.body.data.timeline.map((step) => [step.step, step.reached]),
        [
          ['placed', true],
          ['confirmed', true],
          ['shipped', true],
          ['delivered', true],
        ],
      );
      const text = JSON.stringify(tracking.body);
      for (const secret of [DEMO_AMINA, 'Bennani', 'rue des Orangers', order.orderId, '0612345678']) {
        assert.ok(!text.includes(secret), `tracking does not reveal ${secret}`);
      }
      const unknown = await api.get('/orders/tracking/MA000000000000');
      assert.deepEqual([unknown.status, unknown.body.error.message], [404, 'Numéro de suivi non trouvé']);
    });
  });
