'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::callback-request.callback-request', { only: ['create'] });
