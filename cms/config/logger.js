'use strict';

module.exports = ({ env }) => ({
  level: env('LOG_LEVEL', 'warn'),
});
