'use strict';

const { factories } = require('@strapi/strapi');
const { narrowToSearch } = require('../../../search/narrow-to-search');

module.exports = factories.createCoreController('api::vehicule.vehicule', ({ strapi }) => ({
  async find(ctx) {
    await narrowToSearch(strapi, ctx, 'vehicle');
    return super.find(ctx);
  },
}));
