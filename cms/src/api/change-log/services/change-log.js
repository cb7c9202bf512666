'use strict';

const UID = 'api::change-log.change-log';

/**
 * A change log entry as stored.
 * @typedef {object} ChangeLogEntry
 * @property {number} id
 * @property {string} summary
 * @property {string} by
 * @property {string} at
 * @property {string} subject
 * @property {string | null} environment
 * @property {string | null} target
 * @property {string | null} action
 * @property {unknown} before
 * @property {unknown} after
 */

/**
 * The append-only record of who changed what and when in the back office: section switches and
 * versions now, order status changes too (`subject: 'order'`, `target`: the order's reference).
 * Entries are only ever added, here; the document service refuses to update or delete one
 * (src/bootstrap/sections.js), and no admin role may.
 *
 * @param {{ strapi: Strapi }} context
 */
module.exports = ({ strapi }) => ({
  /**
   * @param {{ summary: string, by: string, subject: string, environment?: string, target?: string,
   *   action?: string, before?: unknown, after?: unknown, at?: Date | string }} entry
   */
  async record(entry) {
    const at = entry.at ? new Date(entry.at) : new Date();
    return strapi.db.query(UID).create({
      data: {
        summary: entry.summary.slice(0, 300),
        by: entry.by.slice(0, 200),
        at,
        subject: entry.subject,
        environment: entry.environment ?? null,
        target: entry.target ?? null,
        action: entry.action ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      },
    });
  },

  /**
   * The entries of one subject (and environment), oldest first.
   * @param {{ subject?: string, environment?: string }} [filter]
   * @returns {Promise<ChangeLogEntry[]>}
   */
  async list({ subject, environment } = {}) {
    return strapi.db.query(UID).findMany({
      where: { ...(subject ? { subject } : {}), ...(environment ? { environment } : {}) },
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
    });
  },
});
