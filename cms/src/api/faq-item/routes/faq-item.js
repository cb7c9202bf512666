'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::faq-item.faq-item', { only: ['find', 'findOne'] });
