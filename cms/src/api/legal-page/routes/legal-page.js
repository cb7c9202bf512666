'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::legal-page.legal-page', { only: ['find', 'findOne'] });
