'use strict';

const { factories } = require('@strapi/strapi');
const { buildFacets, FACET_FIELDS } = require('./facets');

const UID = 'api::produit.produit';

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  async facets() {
    const products = await strapi.db.query(UID).findMany({ select: FACET_FIELDS });
    return buildFacets(products);
  },

  /** Stores the product's rating and count as the review summary states them. */
  async refreshRating(documentId) {
    const { averageRating, totalRatings } = await strapi
      .service('api::comment.comment')
      .summary({ targetType: 'product', targetId: documentId });
    const data = { rating: averageRating, reviewCount: totalRatings };
    await strapi.db.query(UID).update({ where: { documentId }, data });
    return data;
  },
}));
