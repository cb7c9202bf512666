'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::article-category.article-category', {
  only: ['find', 'findOne'],
});
