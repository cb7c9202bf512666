'use strict';

/**
 * GET /api/content-version → { version }: a short digest of the page content's row counts and
 * latest writes. It changes on every create, update or delete of that content; the origin empties
 * its page cache when it does (docs/decisions/008-page-cache.md).
 */
module.exports = ({ strapi }) => ({
  async show(ctx) {
    const version = await strapi.service('api::content-version.content-version').pageVersion();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version };
  },
});
