'use strict';

const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');
const { orderBody } = require('../helpers/orders');
const { cmiHash, hasValidHash } = require('../../src/api/payment/services/cmi-hash');
const { cmiConfig } = require('../../src/api/payment/services/cmi-config');
const { FORM_FIELD_NAMES } = require('../../src/api/payment/services/cmi-protocol');
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

const ORDER_UID = 'api::order.order';
const PRODUCT_UID = 'api::produit.produit';
const APPROVED = { ProcReturnCode: '00', Response: 'Approved', AuthCode: '123456' };

/** Sets environment variables (undefined unsets one); answers the function that restores them. */
const setEnv = (variables) => {
  const apply = (values) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  apply(variables);
  return () => apply(saved);
};

/** Runs `run` with some environment variables set (or unset), then restores them. */
const withEnv = async (variables, run) => {
  const restore = setEnv(variables);
  try {
    return await run();
  } finally {
    restore();
  }
};

/** The names a ver3 hash covers, in the order it takes their values. */
const hashedNames = (fields) =>
  Object.keys(fields)
    .filter((name) => !['hash', 'encoding'].includes(name.toLowerCase()))
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));

/**
 * A signed form's values, in the order its hash takes them, posted under other names: `wanted` maps
 * a name to the value it must carry; every other value gets a filler name that keeps the order.
 * The hash, which covers values and not names, still matches.
 */
const relabel = (form, wanted) => {
  const values = hashedNames(form).map((name) => form[name]);
  const placed = Object.entries(wanted)
    .map(([name, value]) => /** @type {[string, number]} */ ([name, values.indexOf(value)]))
    .sort((a, b) => a[1] - b[1]);
  assert.ok(
    placed.every(([, index]) => index >= 0),
    "every wanted value is one of the form's values",
  );
  /** @type {Record<string, string>} */
  const relabelled = {};
  let previous = 'a';
  let filler = 0;
  values.forEach((value, index) => {
    const own = placed.find(([, position]) => position === index);
    const name = own ? own[0] : `${previous}zz${String.fromCharCode(97 + (filler % 26))}`;
    filler = own ? 0 : filler + 1;
    if (own) previous = own[0];
    relabelled[name] = value;
  });
  relabelled.HASH = form.HASH;
  return relabelled;
};

module.exports = (context) =>
  describe('card payment (CMI hosted payment)', () => {
    let api;
    let baseUrl;
    let buyer;
    let product;
    let restoreEnv;
    /** The test gateway's store key (the suite turns the test gateway on). */
    const storeKey = () => {
      const { storeKey: key } = cmiConfig();
      assert.ok(key, 'the test gateway has a store key');
      return key;
    };
    const callbackUrl = () => `${baseUrl}/api/payments/cmi/callback`;

    const placeCardOrder = async (extra = {}, token = buyer.jwt) => {
      const response = await api.post(
        '/orders',
        orderBody([{ productId: product.documentId, quantity: 1 }], { paymentMethod: 'cmi', ...extra }),
        { token },
      );
      assert.equal(response.status, 201, JSON.stringify(response.body));
      return response.body.data;
    };

    /** @param {string} orderId @param {{ token?: string, headers?: Record<string, string> }} [options] */
    const gatewayForm = async (orderId, { token = buyer.jwt, headers } = {}) =>
      api.post('/payments/cmi/checkout', { data: { orderId } }, { token, headers });

    const signedFields = async (orderId) => {
      const form = await gatewayForm(orderId);
      assert.equal(form.status, 200, JSON.stringify(form.body));
      return form.body.data.fields;
    };

    const order = async (orderId) => (await api.get(`/orders/${orderId}`, { token: buyer.jwt })).body.data;

    const stockOf = async () =>
      (await context.cms.strapi.db.query(PRODUCT_UID).findOne({ where: { documentId: product.documentId } }))
        .stock;

    /** What CMI would post back for `fields` (the real gateway's field set), signed with `key`. */
    const callbackFor = (fields, result, key = storeKey()) => gateway.callbackFields(fields, result, key);

    before(async () => {
      api = context.cms.api;
      baseUrl = context.cms.baseUrl;
      // The demo's test gateway, at this CMS's own address.
      restoreEnv = setEnv({ PAYMENT_TEST_GATEWAY: 'on', PUBLIC_URL: baseUrl });
      buyer = await registerUser(api, 'carte');
      const list = await api.get(
        '/produits?pagination[pageSize]=100&filters[price][$notNull]=true&filters[stock][$gte]=20',
      );
      product = list.body.data[0];
      assert.ok(product, 'a priced product with stock');
    });
    after(() => restoreEnv());

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
      assert.deepEqual(Object.keys(fields).sort(), [...FORM_FIELD_NAMES, 'HASH'].sort());
      assert.equal(fields.oid, placed.orderId);
      assert.equal(fields.amount, Number(placed.total).toFixed(2));
      assert.equal(fields.currency, '504');
      assert.equal(fields.storetype, '3D_PAY_HOSTING');
      assert.equal(fields.hashAlgorithm, 'ver3');
      assert.equal(fields.callbackUrl, `${baseUrl}/api/payments/cmi/callback`);
      assert.equal(hasValidHash(fields, storeKey()), true);
      assert.ok(!JSON.stringify(form.body).includes(storeKey()), 'the store key never leaves the server');
      const stored = await context.cms.strapi.db
        .query(ORDER_UID)
        .findOne({ where: { orderId: placed.orderId } });
      assert.equal(stored.payment.checkout.rnd, fields.rnd, 'the rnd issued is kept on the order');
      assert.equal((await order(placed.orderId)).payment.checkout, undefined, 'and not shown to its owner');

      assert.equal(
        (await api.post('/payments/cmi/checkout', { data: { orderId: placed.orderId } })).status,
        403,
      );
      const stranger = await registerUser(api, 'intrus');
      assert.equal((await gatewayForm(placed.orderId, { token: stranger.jwt })).status, 404);
      const cash = await api.post('/orders', orderBody([{ productId: product.documentId, quantity: 1 }]), {
        token: buyer.jwt,
      });
      assert.equal((await gatewayForm(cash.body.data.orderId)).status, 400);
    });

    it('builds the gateway, callback and return addresses from PUBLIC_URL only, never from the request', async () => {
      const placed = await placeCardOrder();
      const attacker = { Origin: 'http://127.0.0.1:9', 'X-Forwarded-Host': 'evil.example' };
      const configured = await withEnv({ PUBLIC_URL: 'https://boutique.chargemaroc.ma/' }, () =>
        gatewayForm(placed.orderId, { headers: attacker }),
      );
      assert.equal(configured.status, 200, JSON.stringify(configured.body));
      assert.equal(configured.body.data.action, 'https://boutique.chargemaroc.ma/api/payments/test-gateway');
      assert.equal(
        configured.body.data.fields.callbackUrl,
        'https://boutique.chargemaroc.ma/api/payments/cmi/callback',
      );
      const unset = await withEnv({ PUBLIC_URL: undefined }, () =>
        gatewayForm(placed.orderId, { headers: attacker }),
      );
      assert.equal(unset.status, 200, JSON.stringify(unset.body));
      const { action, fields } = unset.body.data;
      assert.equal(action, 'http://localhost:3000/api/payments/test-gateway');
      assert.equal(fields.callbackUrl, 'http://localhost:3000/api/payments/cmi/callback');
      assert.equal(fields.okUrl, 'http://localhost:3000/api/payments/cmi/return?result=ok');
      assert.equal(fields.failUrl, 'http://localhost:3000/api/payments/cmi/return?result=fail');
      assert.equal(fields.shopurl, 'http://localhost:3000/payment');
    });

    it('refuses a forged callback and a wrong amount; only the verified callback marks the order paid', async () => {
      const placed = await placeCardOrder();
      const fields = await signedFields(placed.orderId);
      const post = (callback) => postForm(callbackUrl(), callback);

      assert.equal((await post(callbackFor(fields, APPROVED, 'not-the-store-key'))).text, 'FAILURE');
      assert.equal((await post({ ...callbackFor(fields, APPROVED), amount: '1.00' })).text, 'FAILURE');
      assert.equal((await post({ ...callbackFor(fields, APPROVED), extra: 'x' })).text, 'FAILURE');
      assert.equal((await post(callbackFor({ ...fields, amount: '1.00' }, APPROVED))).text, 'FAILURE');
      const unknownOrder = callbackFor({ ...fields, oid: 'CM-00000000-NOPE00' }, APPROVED);
      assert.equal((await post(unknownOrder)).text, 'FAILURE');
      assert.equal((await post({})).text, 'FAILURE');
      assert.equal((await order(placed.orderId)).paymentStatus, 'pending');

      // a declined attempt is acknowledged and leaves the order unpaid
      const declined = await post(callbackFor(fields, { ProcReturnCode: '05', Response: 'Declined' }));
      assert.equal(declined.text, 'APPROVED');
      const afterDecline = await order(placed.orderId);
      assert.notEqual(afterDecline.paymentStatus, 'paid');
      assert.equal(afterDecline.status, 'pending');

      // the browser's return never pays
      const back = await postForm(
        `${baseUrl}/api/payments/cmi/return?result=ok`,
        callbackFor(fields, APPROVED),
      );
      assert.equal(back.status, 303);
      assert.equal(back.location, `/payment?commande=${encodeURIComponent(placed.orderId)}&paiement=ok`);
      assert.notEqual((await order(placed.orderId)).paymentStatus, 'paid');

      const good = callbackFor(fields, APPROVED);
      assert.equal((await post(good)).text, 'ACTION=POSTAUTH');
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
      assert.equal((await post(good)).text, 'ACTION=POSTAUTH');
      assert.equal((await post(callbackFor(fields, { ProcReturnCode: '05' }))).text, 'APPROVED');
      assert.equal((await order(placed.orderId)).paymentStatus, 'paid');
      // accepted once: another approved transaction for the same form is not captured
      assert.equal((await post(callbackFor(fields, APPROVED))).text, 'FAILURE');
      assert.equal((await order(placed.orderId)).payment.transactionId, good.TransId);
      // and a paid order is not paid twice
      assert.equal((await gatewayForm(placed.orderId)).status, 400);
    });

    it("refuses a shopper's signed form re-posted under other names to pay another order", async () => {
      const target = await placeCardOrder();
      // The attacker's own order: its address and city carry the values a callback would need.
      const own = await placeCardOrder({
        shippingAddress: {
          address: '00',
          city: target.orderId,
          region: 'Rabat-Salé-Kénitra',
          postalCode: '10000',
        },
      });
      assert.equal(own.total, target.total);
      const form = await signedFields(own.orderId);
      const forged = relabel(form, { amount: form.amount, oid: target.orderId, ProcReturnCode: '00' });
      assert.equal(hasValidHash(forged, storeKey()), true, 'the hash alone cannot tell');
      assert.equal((await postForm(callbackUrl(), forged)).text, 'FAILURE');

      // with the gateway's names too, the values no longer fit the form's signature
      const dressed = relabel(form, { amount: form.amount, oid: target.orderId, ProcReturnCode: '00' });
      Object.assign(dressed, {
        clientid: form.clientid,
        TransId: 'T1',
        AuthCode: '1',
        mdStatus: '1',
        rnd: form.rnd,
      });
      assert.equal((await postForm(callbackUrl(), dressed)).text, 'FAILURE');
      // nor does the whole form posted back with an approval added
      assert.equal(
        (await postForm(callbackUrl(), { ...form, ProcReturnCode: '00', mdStatus: '1' })).text,
        'FAILURE',
      );

      for (const orderId of [target.orderId, own.orderId]) {
        const stored = await order(orderId);
        assert.equal(stored.paymentStatus, 'pending');
        assert.equal(stored.status, 'pending');
      }
    });

    it("accepts only the gateway's field set for the order's own form: clientid, rnd, TransId, AuthCode, mdStatus", async () => {
      const placed = await placeCardOrder();
      const fields = await signedFields(placed.orderId);
      const post = (callback) => postForm(callbackUrl(), callback);
      /** A genuine approval without one of its fields, signed again. */
      const without = (name) => {
        const { [name]: _dropped, HASH: _hash, ...kept } = callbackFor(fields, APPROVED);
        return { ...kept, HASH: cmiHash(kept, storeKey()) };
      };
      for (const name of ['TransId', 'AuthCode', 'mdStatus', 'clientid', 'rnd', 'okUrl', 'ProcReturnCode'])
        assert.equal((await post(without(name))).text, 'FAILURE', `without ${name}`);
      assert.equal((await post(callbackFor(fields, { ...APPROVED, TransId: '' }))).text, 'FAILURE');
      assert.equal((await post(callbackFor(fields, { ...APPROVED, AuthCode: '' }))).text, 'FAILURE');
      assert.equal(
        (await post(callbackFor({ ...fields, clientid: 'AUTRE-MARCHAND' }, APPROVED))).text,
        'FAILURE',
      );
      assert.equal((await post(callbackFor({ ...fields, currency: '978' }, APPROVED))).text, 'FAILURE');
      assert.equal((await post(callbackFor({ ...fields, rnd: 'devine' }, APPROVED))).text, 'FAILURE');
      assert.equal((await order(placed.orderId)).paymentStatus, 'pending');

      // a new form issues a new rnd: the earlier form's callback no longer pays
      const renewed = await signedFields(placed.orderId);
      assert.notEqual(renewed.rnd, fields.rnd);
      assert.equal((await post(callbackFor(fields, APPROVED))).text, 'FAILURE');
      assert.equal((await post(callbackFor(renewed, APPROVED))).text, 'ACTION=POSTAUTH');
      assert.equal((await order(placed.orderId)).paymentStatus, 'paid');
    });

    it('refuses a form signed before the order was cancelled, and a form past its lifetime', async () => {
      const stockBefore = await stockOf();
      const placed = await placeCardOrder();
      const fields = await signedFields(placed.orderId);
      const cancelled = await api.post(`/orders/${placed.orderId}/cancel`, {}, { token: buyer.jwt });
      assert.equal(cancelled.status, 200);
      assert.equal((await postForm(callbackUrl(), callbackFor(fields, APPROVED))).text, 'FAILURE');
      const after = await order(placed.orderId);
      assert.equal(after.status, 'cancelled');
      assert.notEqual(after.paymentStatus, 'paid');
      assert.equal(after.payment.attempts.at(-1).outcome, 'refused: order cancelled');
      assert.equal(await stockOf(), stockBefore, 'the stock was given back once');
      assert.equal((await gatewayForm(placed.orderId)).status, 400);

      const late = await placeCardOrder();
      const lateFields = await signedFields(late.orderId);
      const stored = await context.cms.strapi.db
        .query(ORDER_UID)
        .findOne({ where: { orderId: late.orderId } });
      await context.cms.strapi.db.query(ORDER_UID).update({
        where: { id: stored.id },
        data: {
          payment: {
            ...stored.payment,
            checkout: {
              ...stored.payment.checkout,
              issuedAt: new Date(Date.now() - 31 * 60_000).toISOString(),
            },
          },
        },
      });
      assert.equal((await postForm(callbackUrl(), callbackFor(lateFields, APPROVED))).text, 'FAILURE');
      assert.equal((await order(late.orderId)).paymentStatus, 'pending');
      const fresh = await signedFields(late.orderId);
      assert.equal((await postForm(callbackUrl(), callbackFor(fresh, APPROVED))).text, 'ACTION=POSTAUTH');
    });

    it('cancelling a paid order records the refund owed and gives the stock back once', async () => {
      const stockBefore = await stockOf();
      const placed = await placeCardOrder();
      const fields = await signedFields(placed.orderId);
      const paid = callbackFor(fields, APPROVED);
      assert.equal((await postForm(callbackUrl(), paid)).text, 'ACTION=POSTAUTH');
      assert.equal(await stockOf(), stockBefore - 1);

      const cancelled = await api.post(`/orders/${placed.orderId}/cancel`, {}, { token: buyer.jwt });
      assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
      const view = cancelled.body.data;
      assert.equal(view.status, 'cancelled');
      assert.equal(view.paymentStatus, 'refund_due');
      assert.equal(view.payment.status, 'refund_due');
      assert.equal(view.payment.transactionId, paid.TransId);
      assert.deepEqual(
        { amount: view.payment.refund.amount, currency: view.payment.refund.currency },
        { amount: Number(placed.total), currency: 'MAD' },
      );
      assert.ok(view.cancelledAt);
      assert.equal(await stockOf(), stockBefore);

      assert.equal(
        (await api.post(`/orders/${placed.orderId}/cancel`, {}, { token: buyer.jwt })).status,
        400,
      );
      // the gateway's callback again changes nothing
      assert.equal((await postForm(callbackUrl(), paid)).text, 'ACTION=POSTAUTH');
      const after = await order(placed.orderId);
      assert.deepEqual([after.status, after.paymentStatus], ['cancelled', 'refund_due']);
      assert.equal(await stockOf(), stockBefore, 'the stock was given back once');
    });

    it('a client cannot mark an order paid or confirmed', async () => {
      const placed = await placeCardOrder({
        status: 'confirmed',
        paymentStatus: 'paid',
        payment: { status: 'paid', transactionId: 'FAKE' },
      });
      assert.equal(placed.status, 'pending');
      assert.equal(placed.paymentStatus, 'pending');
    });

    it('the test gateway runs only when PAYMENT_TEST_GATEWAY=on; without a gateway card payment is refused', async () => {
      const placed = await placeCardOrder();
      const fields = await signedFields(placed.orderId);
      assert.deepEqual((await api.get('/payments/cmi/mode')).body, { data: { mode: 'test' } });
      // signed with the key the form was signed with: without a gateway even that is refused
      const key = storeKey();

      await withEnv({ PAYMENT_TEST_GATEWAY: undefined }, async () => {
        assert.deepEqual((await api.get('/payments/cmi/mode')).body, { data: { mode: 'off' } });
        assert.equal((await postForm(`${baseUrl}/api/payments/test-gateway`, fields)).status, 404);
        const paying = await postForm(`${baseUrl}/api/payments/test-gateway/pay`, {
          ...fields,
          card_number: gateway.TEST_CARDS.approved,
          card_holder: 'Salma Bennani',
          card_expiry: '12/39',
          card_cvv: '123',
        });
        assert.equal(paying.status, 404);
        const refused =
          'Le paiement par carte n’est pas disponible pour le moment. Vous pouvez payer à la livraison.';
        const card = await api.post(
          '/orders',
          orderBody([{ productId: product.documentId, quantity: 1 }], { paymentMethod: 'cmi' }),
          { token: buyer.jwt },
        );
        assert.deepEqual([card.status, card.body.error.message], [400, refused]);
        const form = await gatewayForm(placed.orderId);
        assert.deepEqual([form.status, form.body.error.message], [400, refused]);
        assert.equal((await postForm(callbackUrl(), callbackFor(fields, APPROVED, key))).text, 'FAILURE');
        const cash = await api.post('/orders', orderBody([{ productId: product.documentId, quantity: 1 }]), {
          token: buyer.jwt,
        });
        assert.equal(cash.status, 201, 'cash on delivery still works');
      });
      assert.equal((await order(placed.orderId)).paymentStatus, 'pending');
      await withEnv({ PAYMENT_TEST_GATEWAY: 'off' }, async () => {
        assert.equal((await postForm(`${baseUrl}/api/payments/test-gateway`, fields)).status, 404);
      });
    });

    it('the local test gateway checks its request signature and the card, then calls back', async () => {
      const placed = await placeCardOrder();
      const fields = await signedFields(placed.orderId);
      const forged = await postForm(`${baseUrl}/api/payments/test-gateway`, { ...fields, amount: '1.00' });
      assert.equal(forged.status, 400);
      const renamed = relabel(fields, { amount: fields.amount, oid: fields.oid });
      assert.equal((await postForm(`${baseUrl}/api/payments/test-gateway`, renamed)).status, 400);
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
      assert.ok(accepted.text.includes(`${baseUrl}/api/payments/cmi/return?result=ok`));
      for (const name of [
        'TransId',
        'AuthCode',
        'mdStatus',
        'HostRefNum',
        'MaskedPan',
        'ProcReturnCode',
        'rnd',
      ])
        assert.ok(accepted.text.includes(`name="${name}"`), `the callback carries ${name}`);
      const paid = await order(placed.orderId);
      assert.equal(paid.paymentStatus, 'paid');
      assert.match(paid.payment.transactionId, /^T/);
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
      // delivered the only way there is: confirmed, shipped with the carrier's number, delivered
      const orders = context.cms.strapi.service('api::order.order');
      for (const [status, trackingNumber] of [['confirmed'], ['shipped', 'CTM-FACTURE-1'], ['delivered']])
        await orders.setStatus(orderId, status, { trackingNumber }, 'test');
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
