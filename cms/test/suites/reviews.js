'use strict';

const assert = require('node:assert/strict');
const { before, describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');

const COMMENT_UID = 'api::comment.comment';

module.exports = (context) =>
  describe('product reviews', () => {
    let api;
    let productId;

    const review = (token, rating, comment = 'Avis détaillé sur cette borne.') =>
      api.post(
        '/comments',
        { data: { targetType: 'product', targetId: productId, comment, rating } },
        { token },
      );

    /** The summary and the product's own figures, which must always agree. */
    const figures = async (token) => {
      const summary = await api.get(`/comments/summary?targetType=product&targetId=${productId}`, { token });
      const product = await api.get(`/produits/${productId}`);
      return {
        summary: summary.body,
        product: { averageRating: product.body.data.rating, totalRatings: product.body.data.reviewCount },
      };
    };

    const assertAgree = ({ summary, product }) =>
      assert.deepEqual(product, { averageRating: summary.averageRating, totalRatings: summary.totalRatings });

    before(async () => {
      api = context.cms.api;
      productId = (await api.get('/produits?filters[slug][$eq]=borne-pro-22kw')).body.data[0].documentId;
    });

    it('one rating review per user and product: a second one replaces the first', async () => {
      const author = await registerUser(api, 'critique');
      const first = await review(author.jwt, 2);
      assert.equal(first.status, 201);
      const before = await figures(author.jwt);
      assertAgree(before);

      const second = await review(author.jwt, 5, 'Après un mois, je change d’avis : excellente.');
      assert.equal(second.status, 200);
      assert.equal(second.body.data.documentId, first.body.data.documentId);
      const after = await figures(author.jwt);
      assert.equal(after.summary.totalRatings, before.summary.totalRatings);
      assert.equal(after.summary.userRating, 5);
      assertAgree(after);

      const thread = await api.get(`/comments?targetType=product&targetId=${productId}`);
      const mine = thread.body.data.filter((comment) => comment.userId === first.body.data.userId);
      assert.deepEqual(
        mine.map((comment) => [comment.rating, comment.comment]),
        [[5, 'Après un mois, je change d’avis : excellente.']],
      );
    });

    it('concurrent reviews and a review removed outside the API leave the figures equal', async () => {
      const authors = await Promise.all([1, 2, 3, 4].map(() => registerUser(api, 'foule')));
      await Promise.all(authors.map((author, index) => review(author.jwt, 1 + index)));
      assertAgree(await figures());

      const removed = await context.cms.strapi.db
        .query(COMMENT_UID)
        .findOne({ where: { targetType: 'product', targetId: productId, parent: null } });
      await context.cms.strapi.db.query(COMMENT_UID).delete({ where: { id: removed.id } });
      assertAgree(await figures());
    });
  });
