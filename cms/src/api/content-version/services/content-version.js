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
  'api::legal-page.legal-page',
  'api::station.station',
  'api::comment.comment',
  'api::station-review.station-review',
];

/**
 * Rows and latest write of one content type's table, read from the database (one small query).
 *
 * @param {Strapi} strapi
 * @param {string} uid
 */
const tableState = async (strapi, uid) => {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  // a scalar attribute's column, when its name differs from the attribute's
  const updatedAt =
    /** @type {{ columnName?: string } | undefined} */ (attributes.updatedAt)?.columnName ?? 'updated_at';
  /** @type {{ rows: number | string, latest: Date | string | number | null }[]} */
  const [row] = await strapi.db.getConnection(tableName).count({ rows: '*' }).max({ latest: updatedAt });
  const latest = row.latest instanceof Date ? row.latest.toISOString() : String(row.latest);
  return `${uid}:${row.rows}:${latest}`;
};

/** @param {{ strapi: Strapi }} context */
module.exports = ({ strapi }) => ({
  /**
   * A short digest of the row counts and latest writes of the content types `uids`: it changes on
   * every create, update or delete of them, whichever process made it.
   *
   * @param {string[]} uids
   */
  async digestOf(uids) {
    const states = await Promise.all(uids.map((uid) => tableState(strapi, uid)));
    return crypto.createHash('sha256').update(states.join('\n')).digest('base64url').slice(0, 22);
  },

  /** The content version of what the pages show (GET /api/content-version). */
  pageVersion() {
    return this.digestOf(PAGE_CONTENT_TYPES);
  },
});
