'use strict';

const messages = require('../messages');
const {
  databaseFailedDuring,
  databaseRecentlyUnavailable,
  isDatabaseUnavailable,
} = require('../lib/database-outage');
const { isDiskFull } = require('../utils/disk-full');
const { errorBody } = require('../utils/domain-error');

const RETRY_AFTER_SECONDS = '5';
// Answers another middleware made of a database failure it caught (users-permissions answers 401
// or 403 when it cannot read the token's user or the role's permissions).
const MASKED_STATUSES = new Set([401, 403, 500]);

/**
 * @param {StrapiContext} ctx
 * @param {number} status
 * @param {string} name
 * @param {string} message
 */
const answer = (ctx, status, name, message) => {
  ctx.status = status;
  ctx.set('Retry-After', RETRY_AFTER_SECONDS);
  ctx.body = errorBody(status, name, message);
};

/**
 * What the server cannot do for now is said so, in French: the database out of reach is a 503
 * (never a 401 'session expirée', on which the storefront signs the shopper out), a full disk a
 * 507 (middlewares/upload-temp-files and bootstrap/upload-cleanup leave nothing behind).
 */
module.exports =
  /**
   * @param {unknown} config
   * @param {{ strapi: Strapi }} context
   * @returns {StrapiMiddleware}
   */
  (config, { strapi }) =>
    async (ctx, next) => {
      try {
        await next();
      } catch (error) {
        if (isDiskFull(error)) {
          strapi.log.error(`Disk full on ${ctx.method} ${ctx.path}: ${error.message}`);
          return answer(ctx, 507, 'InsufficientStorageError', messages.storageFull);
        }
        const outage =
          isDatabaseUnavailable(error) || databaseFailedDuring(ctx) || databaseRecentlyUnavailable();
        if (!outage) throw error;
        strapi.log.error(`Database unavailable on ${ctx.method} ${ctx.path}: ${error.message}`);
        return answer(ctx, 503, 'ServiceUnavailableError', messages.serviceUnavailable);
      }
      const outageAnswer = databaseFailedDuring(ctx) || (ctx.status === 500 && databaseRecentlyUnavailable());
      if (MASKED_STATUSES.has(ctx.status) && outageAnswer) {
        answer(ctx, 503, 'ServiceUnavailableError', messages.serviceUnavailable);
      }
      return undefined;
    };
