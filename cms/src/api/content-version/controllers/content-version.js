'use strict';

const crypto = require('node:crypto');

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
  'api::station.station',
  'api::comment.comment',
  'api::station-review.station-review',
];

/** Rows and latest write of one content type's table, read from the database (one small query). */
const tableState = async (strapi, uid) => {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const updatedAt = attributes.updatedAt?.columnName ?? 'updated_at';
  const [row] = await strapi.db.getConnection(tableName).count({ rows: '*' }).max({ latest: updatedAt });
  const latest = row.latest instanceof Date ? row.latest.toISOString() : String(row.latest);
  return `${uid}:${row.rows}:${latest}`;
};

/**
 * GET /api/content-version → { version }: a short digest of the page content's row counts and
 * latest writes. It changes on every create, update or delete of that content; the origin empties
 * its page cache when it does (docs/decisions/008-page-cache.md).
 */
module.exports = ({ strapi }) => ({
  async show(ctx) {
    const states = await Promise.all(PAGE_CONTENT_TYPES.map((uid) => tableState(strapi, uid)));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      version: crypto.createHash('sha256').update(states.join('\n')).digest('base64url').slice(0, 22),
    };
  },
});
