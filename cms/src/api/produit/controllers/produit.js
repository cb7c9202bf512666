'use strict';

const { factories } = require('@strapi/strapi');
const { narrowToSearch } = require('../../../search/narrow-to-search');

const UID = 'api::produit.produit';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await narrowToSearch(strapi, ctx, 'product');
    return super.find(ctx);
  },

  async facets(ctx) {
    ctx.body = await strapi.service(UID).facets();
  },
}));
