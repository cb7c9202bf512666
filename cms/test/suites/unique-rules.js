'use strict';

const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { before, describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');

const RACERS = 10;

/** Sends the same request RACERS times at once; answers the statuses and bodies. */
const race = (send) => Promise.all(Array.from({ length: RACERS }, () => send()));

const statusesOf = (answers) => answers.map((answer) => answer.status).sort();

const assertNoServerError = (answers) =>
  assert.ok(
    answers.every((answer) => answer.status < 500),
    `no 5xx: ${JSON.stringify(answers.map((answer) => [answer.status, answer.body?.error?.message]))}`,
  );

module.exports = (context) =>
  describe('unique rules under concurrency', () => {
    let api;
    let count;
    let product;

    before(async () => {
      api = context.cms.api;
      count = (uid, where) => context.cms.strapi.db.query(uid).count({ where });
      product = (await api.get('/produits?filters[slug][$eq]=cable-type2-32a')).body.data[0];
    });

    it('ten identical registrations create one account; the others get the French 400', async () => {
      const suffix = crypto.randomBytes(4).toString('hex');
      const body = {
        username: `course${suffix}`,
        email: `course.${suffix}@test.chargemaroc.ma`,
        password: 'Motdepasse1',
      };
      const answers = await race(() => api.post('/auth/local/register', body));
      assertNoServerError(answers);
      assert.equal(answers.filter((answer) => answer.status === 200).length, 1);
      for (const loser of answers.filter((answer) => answer.status !== 200)) {
        assert.equal(loser.status, 400);
        assert.match(loser.body.error.message, /^Cet e-mail|^Ce nom d’utilisateur/);
      }
      assert.equal(await count('plugin::users-permissions.user', { email: body.email }), 1);
    });

    it('an e-mail differing only in case is the same account', async () => {
      const account = await registerUser(api, 'casse');
      const again = await api.post('/auth/local/register', {
        username: `${account.user.username}bis`,
        email: account.email.toUpperCase(),
        password: 'Motdepasse1',
      });
      assert.equal(again.status, 400);
      const direct = context.cms.strapi.db
        .query('plugin::users-permissions.user')
        .create({ data: { username: `${account.user.username}ter`, email: account.email.toUpperCase() } });
      await assert.rejects(direct, 'the database refuses it whatever the code path');
    });

    it('ten identical newsletter sign-ups store one row; the others get 409', async () => {
      const email = `lecteur.${crypto.randomBytes(4).toString('hex')}@exemple.ma`;
      const answers = await race(() => api.post('/newsletters', { data: { email } }));
      assertNoServerError(answers);
      assert.deepEqual(statusesOf(answers), [201, ...Array(RACERS - 1).fill(409)]);
      assert.equal(await count('api::newsletter.newsletter', { email }), 1);
    });

    it('ten identical reviews by one user of one product store one rating review', async () => {
      const author = await registerUser(api, 'avisrapide');
      const review = {
        targetType: 'product',
        targetId: product.documentId,
        comment: 'Câble solide, bien fini.',
        rating: 4,
      };
      const answers = await race(() => api.post('/comments', { data: review }, { token: author.jwt }));
      assertNoServerError(answers);
      assert.ok(answers.some((answer) => answer.status === 201));
      const stored = await context.cms.strapi.db.query('api::comment.comment').findMany({
        where: { targetId: product.documentId, author: author.user.id, parent: null },
      });
      assert.equal(stored.length, 1);
      const summary = await api.get(`/comments/summary?targetType=product&targetId=${product.documentId}`);
      const detail = await api.get(`/produits/${product.documentId}`);
      assert.equal(detail.body.data.reviewCount, summary.body.totalRatings);
    });

    it('ten orders with one idempotency key create one order and all answer it', async () => {
      const buyer = await registerUser(api, 'acheteur');
      const idempotencyKey = `panier-${crypto.randomUUID()}`;
      const body = {
        data: {
          idempotencyKey,
          items: [{ id: product.documentId, quantity: 1 }],
          paymentMethod: 'cash',
          shippingMethod: 'standard',
          customerInfo: { firstName: 'Rim', lastName: 'Alaoui', email: buyer.email, phone: '0611223344' },
          shippingAddress: {
            address: '3 rue Atlas',
            city: 'Rabat',
            region: 'Rabat-Salé-Kénitra',
            postalCode: '10000',
          },
        },
      };
      const stockBefore = (
        await context.cms.strapi.db
          .query('api::produit.produit')
          .findOne({ where: { documentId: product.documentId } })
      ).stock;
      const answers = await race(() => api.post('/orders', body, { token: buyer.jwt }));
      assertNoServerError(answers);
      assert.ok(
        answers.every((answer) => answer.status === 201 || answer.status === 200),
        JSON.stringify(statusesOf(answers)),
      );
      assert.equal(answers.filter((answer) => answer.status === 201).length, 1);
      assert.equal(new Set(answers.map((answer) => answer.body.data.orderId)).size, 1);
      assert.equal(await count('api::order.order', { owner: buyer.user.id }), 1);
      const stockAfter = (
        await context.cms.strapi.db
          .query('api::produit.produit')
          .findOne({ where: { documentId: product.documentId } })
      ).stock;
      assert.ok(stockAfter === stockBefore || stockAfter === stockBefore - 1, 'stock moved at most once');

      const other = await registerUser(api, 'autre');
      const sameKeyOtherBuyer = await api.post('/orders', body, { token: other.jwt });
      assert.equal(sameKeyOtherBuyer.status, 201, 'a key is scoped to its owner');
      assert.notEqual(sameKeyOtherBuyer.body.data.orderId, answers[0].body.data.orderId);
      const badKey = await api.post(
        '/orders',
        { data: { ...body.data, idempotencyKey: 'x' } },
        { token: buyer.jwt },
      );
      assert.equal(badKey.status, 400);
    });
  });
