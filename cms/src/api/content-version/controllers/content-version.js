'use strict';

/**
 * What the storefront's pages show. A write to any of these, whatever made it (admin, API, seed,
 * another CMS process on the same database), changes the content version.
 */
const PAGE_CONTENT_TYPES = [
  'api::produit.produit',
  'api::vehicule.vehicule',
  'api::article.article',
  'api::article-category.article-category',
  'api::faq-item.faq-item',
  'api::legal-page.legal-page',
  'api::station.station',
  'api::comment.comment',
  'api::station-review.station-review',
];

/**
 * GET /api/content-version → { version }: a short digest of the page content's row counts and
 * latest writes. It changes on every create, update or delete of that content; the origin empties
 * its page cache when it does (docs/decisions/008-page-cache.md).
 */
module.exports = ({ strapi }) => ({
  async show(ctx) {
    const version = await strapi.service('api::content-version.content-version').digestOf(PAGE_CONTENT_TYPES);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version };
  },
});
