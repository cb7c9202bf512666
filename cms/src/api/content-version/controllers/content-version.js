'use strict';

/**
 * GET /api/content-version → { version }: a short digest of the page content's row counts and
 * latest writes. It changes on every create, update or delete of that content; the origin empties
 * its page cache when it does (docs/decisions/008-page-cache.md).
 *
 * @param {{ strapi: Strapi }} context
 */
module.exports = ({ strapi }) => ({
  /** @param {StrapiContext} ctx */
  async show(ctx) {
    const version = await strapi.service('api::content-version.content-version').pageVersion();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version };
  },
});
