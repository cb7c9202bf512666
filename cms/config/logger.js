'use strict';

/** @param {StrapiConfigParams} params */
module.exports = ({ env }) => ({
  level: env('LOG_LEVEL', 'warn'),
});
