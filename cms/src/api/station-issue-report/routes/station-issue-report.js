'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::station-issue-report.station-issue-report', {
  only: ['create'],
});
