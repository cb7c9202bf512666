'use strict';

const { factories } = require('@strapi/strapi');
const { buildFacets, FACET_FIELDS } = require('./facets');

const UID = 'api::produit.produit';

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  async facets() {
    const products = await strapi.db.query(UID).findMany({ select: FACET_FIELDS });
    return buildFacets(products);
  },

  /**
   * Stores the product's rating and count as the review summary states them. The product's row is
   * locked first (PostgreSQL; SQLite runs one writer at a time): refreshes of one product queue up,
   * and each reads the reviews only once the previous writers have committed theirs.
   */
  async refreshRating(documentId) {
    return strapi.db.transaction(async ({ trx }) => {
      const { tableName, attributes } = strapi.db.metadata.get(UID);
      await strapi.db
        .connection(tableName)
        .transacting(trx)
        // documentId is a scalar column: it has a column name
        .where(/** @type {{ columnName: string }} */ (attributes.documentId).columnName, documentId)
        .forUpdate()
        .first('id');
      const { averageRating, totalRatings } = await strapi
        .service('api::comment.comment')
        .summary({ targetType: 'product', targetId: documentId });
      const data = { rating: averageRating, reviewCount: totalRatings };
      await strapi.db.query(UID).update({ where: { documentId }, data });
      return data;
    });
  },
}));
