'use strict';

const { factories } = require('@strapi/strapi');
const { requestData } = require('../../../utils/validation');

const UID = 'api::newsletter.newsletter';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const { email, source } = requestData(ctx);
    const subscription = await strapi.service(UID).subscribe({ email, source });
    ctx.status = 201;
    ctx.body = {
      data: {
        documentId: subscription.documentId,
        email: subscription.email,
        createdAt: subscription.createdAt,
      },
    };
  },
}));
