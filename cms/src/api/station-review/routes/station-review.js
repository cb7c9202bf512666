'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::station-review.station-review', {
  only: ['find', 'findOne', 'create'],
});
