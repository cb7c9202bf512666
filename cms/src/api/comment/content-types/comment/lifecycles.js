'use strict';

/**
 * Any write to a product review, by the API, the seed or the admin panel, recomputes that
 * product's rating and count from the same summary the storefront reads.
 *
 * @param {{ result?: { targetType?: string, targetId?: string } | null }} event the write's
 */
const refreshProduct = async ({ result }) => {
  if (result && result.targetType === 'product' && result.targetId) {
    await strapi.service('api::produit.produit').refreshRating(result.targetId);
  }
};

module.exports = {
  afterCreate: refreshProduct,
  afterUpdate: refreshProduct,
  afterDelete: refreshProduct,
};
