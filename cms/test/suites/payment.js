'use strict';

const assert = require('node:assert/strict');
const { before, describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');
const { orderBody } = require('../helpers/orders');
const { cmiHash, hasValidHash } = require('../../src/api/payment/services/cmi-hash');
const { cmiConfig } = require('../../src/api/payment/services/cmi-config');
const gateway = require('../../src/api/payment/services/test-gateway');
const { readMails } = require('../../src/providers/email-outbox');

/** Posts a form as CMI does (application/x-www-form-urlencoded); answers {status, text, location}. */
const postForm = async (url, fields) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
};

module.exports = (context) =>
  describe('card payment (CMI hosted payment)', () => {
    let api;
    let baseUrl;
    let buyer;
    let product;
    const storeKey = () => cmiConfig().storeKey;

    const placeCardOrder = async (token = buyer.jwt) => {
      const response = await api.post(
        '/orders',
        orderBody([{ productId: product.documentId, quantity: 1 }], { paymentMethod: 'cmi' }),
        { token },
      );
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body.data;
    };

    const gatewayForm = async (orderId, token = buyer.jwt) =>
      api.post('/payments/cmi/checkout', { data: { orderId } }, { token, headers: { Origin: baseUrl } });

    const order = async (orderId) => (await api.get(`/orders/${orderId}`, { token: buyer.jwt })).body.data;

    /** What CMI would post back for `fields`, signed with `key`. */
    const callbackFor = (fields, result, key = storeKey()) => gateway.callbackFields(fields, result, key);

    before(async () => {
      api = context.cms.api;
      baseUrl = context.cms.baseUrl;
      buyer = await registerUser(api, 'carte');
      const list = await api.get(
        '/produits?pagination[pageSize]=100&filters[price][$notNull]=true&filters[stock][$gte]=20',
      );
      product = list.body.data[0];
      assert.ok(product, 'a priced product with stock');
    });

    it('hashes as CMI ver3: sorted names without hash and encoding, escaped values, base64 of SHA-512', () => {
      const fields = { b: 'x|y', A: 'c\\d', encoding: 'UTF-8', HASH: 'old', amount: ' 10.00 ' };
      const expected = require('node:crypto')
        .createHash('sha512')
        .update('c\\\\d|10.00|x\\|y|k\\|ey', 'utf8')
        .digest('base64');
      assert.equal(cmiHash(fields, 'k|ey'), expected);
      assert.equal(hasValidHash({ ...fields, HASH: expected }, 'k|ey'), true);
      assert.equal(hasValidHash({ ...fields, HASH: expected, amount: '11.00' }, 'k|ey'), false);
    });

    it('signs the redirect form on the server for the owner of an unpaid card order only', async () => {
      const placed = await placeCardOrder();
      assert.equal(placed.paymentStatus, 'pending');
      assert.equal(placed.status, 'pending');
      const form = await gatewayForm(placed.orderId);
      assert.equal(form.status, 200, JSON.stringify(form.body));
      const { action, fields } = form.body.data;
      assert.equal(action, `${baseUrl}/api/payments/test-gateway`);
      assert.equal(fields.oid, placed.orderId);
      assert.equal(fields.amount, Number(placed.total).toFixed(2));
      assert.equal(fields.currency, '504');
      assert.equal(fields.storetype, '3D_PAY_HOSTING');
      assert.equal(fields.hashAlgorithm, 'ver3');
      assert.equal(fields.callbackUrl, `${baseUrl}/api/payments/cmi/callback`);
      assert.equal(hasValidHash(fields, storeKey()), true);
      assert.ok(!JSON.stringify(form.body).includes(storeKey()), 'the store key never leaves the server');

      assert.equal(
        (await api.post('/payments/cmi/checkout', { data: { orderId: placed.orderId } })).status,
        403,
      );
      const stranger = await registerUser(api, 'intrus');
      assert.equal((await gatewayForm(placed.orderId, stranger.jwt)).status, 404);
      const cash = await api.post('/orders', orderBody([{ productId: product.documentId, quantity: 1 }]), {
        token: buyer.jwt,
      });
      assert.equal((await gatewayForm(cash.body.data.orderId)).status, 400);
    });

    it('refuses a forged callback and a wrong amount; only the verified callback marks the order paid', async () => {
      const placed = await placeCardOrder();
      const { fields } = (await gatewayForm(placed.orderId)).body.data;
      const approved = { ProcReturnCode: '00', Response: 'Approved', AuthCode: '123456' };
      const callbackUrl = `${baseUrl}/api/payments/cmi/callback`;

      const forged = await postForm(callbackUrl, callbackFor(fields, approved, 'not-the-store-key'));
      assert.equal(forged.text, 'FAILURE');
      const tampered = { ...callbackFor(fields, approved), amount: '1.00' };
      assert.equal((await postForm(callbackUrl, tampered)).text, 'FAILURE');
      const wrongAmount = callbackFor({ ...fields, amount: '1.00' }, approved);
      assert.equal((await postForm(callbackUrl, wrongAmount)).text, 'FAILURE');
      const unknownOrder = callbackFor({ ...fields, oid: 'CM-00000000-NOPE00' }, approved);
      assert.equal((await postForm(callbackUrl, unknownOrder)).text, 'FAILURE');
      assert.equal((await postForm(callbackUrl, {})).text, 'FAILURE');
      assert.equal((await order(placed.orderId)).paymentStatus, 'pending');

      // a declined attempt is acknowledged and leaves the order unpaid
      const declined = await postForm(
        callbackUrl,
        callbackFor(fields, { ProcReturnCode: '05', Response: 'Declined' }),
      );
      assert.equal(declined.text, 'APPROVED');
      const afterDecline = await order(placed.orderId);
      assert.notEqual(afterDecline.paymentStatus, 'paid');
      assert.equal(afterDecline.status, 'pending');

      // the browser's return never pays
      const back = await postForm(
        `${baseUrl}/api/payments/cmi/return?result=ok`,
        callbackFor(fields, approved),
      );
      assert.equal(back.status, 303);
      assert.equal(back.location, `/payment?commande=${encodeURIComponent(placed.orderId)}&paiement=ok`);
      assert.notEqual((await order(placed.orderId)).paymentStatus, 'paid');

      const good = callbackFor(fields, approved);
      assert.equal((await postForm(callbackUrl, good)).text, 'ACTION=POSTAUTH');
      const paid = await order(placed.orderId);
      assert.equal(paid.paymentStatus, 'paid');
      assert.equal(paid.status, 'confirmed');
      assert.ok(paid.confirmedAt);
      assert.equal(paid.payment.transactionId, good.TransId);
      assert.equal(paid.payment.authCode, '123456');
      const mail = readMails(context.cms.outboxFile).findLast((sent) =>
        sent.subject?.includes(placed.orderId),
      );
      assert.ok(mail, 'a confirmation e-mail went through the mail setup');
      assert.equal(mail.to, placed.customerInfo.email);
      // the callback may come again: still paid, same answer
      assert.equal((await postForm(callbackUrl, good)).text, 'ACTION=POSTAUTH');
      assert.equal(
        (await postForm(callbackUrl, callbackFor(fields, { ProcReturnCode: '05' }))).text,
        'APPROVED',
      );
      assert.equal((await order(placed.orderId)).paymentStatus, 'paid');
      // and a paid order is not paid twice
      assert.equal((await gatewayForm(placed.orderId)).status, 400);
    });

    it('a client cannot mark an order paid or confirmed', async () => {
      const response = await api.post(
        '/orders',
        orderBody([{ productId: product.documentId, quantity: 1 }], {
          paymentMethod: 'cmi',
          status: 'confirmed',
          paymentStatus: 'paid',
          payment: { status: 'paid', transactionId: 'FAKE' },
        }),
        { token: buyer.jwt },
      );
      assert.equal(response.status, 201);
      assert.equal(response.body.data.status, 'pending');
      assert.equal(response.body.data.paymentStatus, 'pending');
    });

    it('the local test gateway checks its request signature and the card, then calls back', async () => {
      const placed = await placeCardOrder();
      const { fields } = (await gatewayForm(placed.orderId)).body.data;
      const forged = await postForm(`${baseUrl}/api/payments/test-gateway`, { ...fields, amount: '1.00' });
      assert.equal(forged.status, 400);
      const page = await postForm(`${baseUrl}/api/payments/test-gateway`, fields);
      assert.equal(page.status, 200);
      assert.match(page.text, /Numéro de carte/);

      const pay = (card) => postForm(`${baseUrl}/api/payments/test-gateway/pay`, { ...fields, ...card });
      const invalid = await pay({
        card_number: '4111111111111112',
        card_holder: '',
        card_expiry: '01/20',
        card_cvv: '12',
      });
      assert.equal(invalid.status, 422);
      for (const message of [
        'Numéro de carte invalide',
        'Le nom du titulaire est requis',
        'Cette carte est expirée',
        'Le CVV doit contenir 3 chiffres',
      ])
        assert.ok(invalid.text.includes(message), message);

      const valid = { card_holder: 'Salma Bennani', card_expiry: '12/39', card_cvv: '123' };
      const refused = await pay({ ...valid, card_number: gateway.TEST_CARDS.declined });
      assert.match(refused.text, /Paiement refusé/);
      assert.notEqual((await order(placed.orderId)).paymentStatus, 'paid');
      const accepted = await pay({ ...valid, card_number: '4111 1111 1111 1111' });
      assert.match(accepted.text, /Paiement accepté/);
      assert.ok(accepted.text.includes('/api/payments/cmi/return?result=ok'));
      assert.equal((await order(placed.orderId)).paymentStatus, 'paid');
    });

    it('Luhn and expiry rules of the card form', () => {
      assert.equal(gateway.isLuhnValid('4111111111111111'), true);
      assert.equal(gateway.isLuhnValid('4111111111111112'), false);
      assert.equal(gateway.isLuhnValid('41111111111111111111'), false);
      const now = new Date('2026-11-23T00:00:00Z');
      assert.equal(gateway.expiryProblem('11/26', now), null);
      assert.equal(gateway.expiryProblem('10/26', now), 'Cette carte est expirée');
      assert.equal(gateway.expiryProblem('13/30', now), "Date d'expiration invalide (MM/AA)");
    });
  });

module.exports.invoice = (context) =>
  describe('invoice of a delivered order', () => {
    it('is a PDF for its owner once delivered; refused before, unknown to others', async () => {
      const api = context.cms.api;
      const buyer = await registerUser(api, 'facture');
      const list = await api.get(
        '/produits?pagination[pageSize]=5&filters[price][$notNull]=true&filters[stock][$gte]=20',
      );
      const product = list.body.data[0];
      const placed = await api.post('/orders', orderBody([{ productId: product.documentId, quantity: 1 }]), {
        token: buyer.jwt,
      });
      const { orderId } = placed.body.data;
      const early = await api.get(`/orders/${orderId}/invoice`, { token: buyer.jwt });
      assert.equal(early.status, 400);
      await context.cms.strapi.service('api::order.order').setStatus(orderId, 'delivered');
      const response = await fetch(`${context.cms.baseUrl}/api/orders/${orderId}/invoice`, {
        headers: { Authorization: `Bearer ${buyer.jwt}` },
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      const stranger = await registerUser(api, 'autre');
      assert.equal((await api.get(`/orders/${orderId}/invoice`, { token: stranger.jwt })).status, 404);
      assert.equal((await api.get(`/orders/${orderId}/invoice`)).status, 403);
    });
  });
