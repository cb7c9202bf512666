'use strict';

const { DomainError, errorBody } = require('../utils/domain-error');

/**
 * Turns a thrown DomainError into Strapi's error shape; anything else goes on to strapi::errors.
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    ctx.status = error.status;
    ctx.body = errorBody(error.status, error.errorName, error.message, error.details);
  }
};
