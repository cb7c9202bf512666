'use strict';

const { factories } = require('@strapi/strapi');
const { buildFacets, FACET_FIELDS } = require('./facets');

const UID = 'api::produit.produit';

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  async facets() {
    const products = await strapi.db.query(UID).findMany({ select: FACET_FIELDS });
    return buildFacets(products);
  },

  /** Stores the average and count of the top-level reviews of one product. */
  async refreshRating(documentId) {
    const reviews = await strapi.db.query('api::comment.comment').findMany({
      where: { targetType: 'product', targetId: documentId, parent: null, rating: { $notNull: true } },
      select: ['rating'],
    });
    const total = reviews.reduce((sum, review) => sum + review.rating, 0);
    const rating = reviews.length > 0 ? Math.round((total / reviews.length) * 10) / 10 : 0;
    await strapi.db
      .query(UID)
      .update({ where: { documentId }, data: { rating, reviewCount: reviews.length } });
    return { rating, reviewCount: reviews.length };
  },
}));
