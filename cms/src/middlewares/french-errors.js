'use strict';

const messages = require('../messages');

/** Translates the stock English error messages of Strapi and users-permissions, once formatted. */
module.exports = () => async (ctx, next) => {
  await next();
  const error =
    ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body) ? ctx.body.error : undefined;
  if (error && typeof error.message === 'string' && Object.hasOwn(messages.stockErrors, error.message)) {
    error.message = messages.stockErrors[error.message];
  }
};
