'use strict';

const UPLOADS = /^\/uploads\//;

/**
 * Uploaded files are served as inert documents: the browser may not guess another type than the
 * one announced, and a file opened directly runs no script, loads nothing and stays in a
 * sandbox without the site's origin (so it cannot read the signed-in user's storage).
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  if (UPLOADS.test(ctx.path)) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'");
  }
  await next();
};
