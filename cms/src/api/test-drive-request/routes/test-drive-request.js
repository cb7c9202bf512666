'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::test-drive-request.test-drive-request', {
  only: ['create'],
});
