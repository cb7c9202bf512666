'use strict';

const crypto = require('node:crypto');

/** Rows and latest write of one content type's table, read from the database (one small query). */
const tableState = async (strapi, uid) => {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const updatedAt = attributes.updatedAt?.columnName ?? 'updated_at';
  const [row] = await strapi.db.getConnection(tableName).count({ rows: '*' }).max({ latest: updatedAt });
  const latest = row.latest instanceof Date ? row.latest.toISOString() : String(row.latest);
  return `${uid}:${row.rows}:${latest}`;
};

module.exports = ({ strapi }) => ({
  /**
   * A short digest of the row counts and latest writes of the content types `uids`: it changes on
   * every create, update or delete of them, whichever process made it.
   */
  async digestOf(uids) {
    const states = await Promise.all(uids.map((uid) => tableState(strapi, uid)));
    return crypto.createHash('sha256').update(states.join('\n')).digest('base64url').slice(0, 22);
  },
});
