'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::station.station', { only: ['find', 'findOne'] });
