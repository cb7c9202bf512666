'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::quote-request.quote-request', { only: ['create'] });
