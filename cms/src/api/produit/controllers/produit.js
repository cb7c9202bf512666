'use strict';

const { factories } = require('@strapi/strapi');

const UID = 'api::produit.produit';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async facets(ctx) {
    ctx.body = await strapi.service(UID).facets();
  },
}));
