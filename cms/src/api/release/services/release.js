'use strict';

const { releaseRecords } = require('../../../lib/release-store');

const UID = 'api::release.release';

/** @typedef {import('../../../lib/release-store').ReleaseRecord} ReleaseRecord */

/** @param {string | undefined} iso */
const dateLabel = (iso) =>
  iso
    ? new Date(iso).toLocaleString('fr-MA', {
        timeZone: 'Africa/Casablanca',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '—';

/**
 * What the product owner reads in the version picker: app, version, date and notes.
 *
 * @param {ReleaseRecord} record
 */
const labelOf = (record) =>
  [record.app, record.version, dateLabel(record.publishedAt), record.notes].filter(Boolean).join(' · ');

/**
 * The releases as content, copied from the release store's records: what a product owner picks a
 * live version among. Versions the store collected are removed (unless a section still points at one).
 *
 * @param {{ strapi: Strapi }} context
 */
module.exports = ({ strapi }) => ({
  async syncFromStore() {
    const records = releaseRecords();
    /** @type {{ id: number, version: string }[]} */
    const existing = await strapi.db.query(UID).findMany({ select: ['id', 'version'] });
    const known = new Map(existing.map((row) => [row.version, row.id]));
    for (const record of records) {
      if (known.has(record.version)) {
        known.delete(record.version);
        continue;
      }
      await strapi.db.query(UID).create({
        data: {
          label: labelOf(record).slice(0, 300),
          app: record.app,
          version: record.version,
          releasedAt: record.publishedAt ?? null,
          notes: record.notes ?? '',
          commit: record.commit ?? null,
          builtAt: record.builtAt ?? null,
          exposes: record.exposes ?? [],
          contract: record.contract ?? null,
        },
      });
    }
    const gone = [...known.entries()];
    if (gone.length === 0) return;
    /** @type {{ version: string }[]} */
    const inUse = await strapi.db
      .query('api::section.section')
      .findMany({ where: { version: { $in: gone.map(([version]) => version) } }, select: ['version'] });
    const kept = new Set(inUse.map((row) => row.version));
    const removable = gone.filter(([version]) => !kept.has(version)).map(([, id]) => id);
    if (removable.length > 0) await strapi.db.query(UID).deleteMany({ where: { id: { $in: removable } } });
  },

  /**
   * The release of `version`, or null.
   *
   * @param {string} version
   * @returns {Promise<{ id: number, app: string, version: string } | null>}
   */
  async findByVersion(version) {
    return strapi.db.query(UID).findOne({ where: { version } });
  },
});
