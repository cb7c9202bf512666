'use strict';

const { translateErrorBody } = require('../utils/validation-messages');

/**
 * Translates the stock English error messages of Strapi, users-permissions and their validation
 * library ('email must be a valid email', '2 errors occurred'), once formatted.
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  await next();
  const error =
    ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body) ? ctx.body.error : undefined;
  if (error && typeof error === 'object') translateErrorBody(error);
};
