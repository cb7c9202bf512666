'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::installation-request.installation-request', {
  only: ['create'],
});
