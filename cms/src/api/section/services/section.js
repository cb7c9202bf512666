'use strict';

const { APPS, ENVIRONMENTS, environmentCopy } = require('../../../lib/release-store');

const UID = 'api::section.section';
/** Any constant shared by the CMS processes of one database (pg_advisory_xact_lock takes a bigint). */
const SWITCH_LOCK_KEY = 7_361_004_212;

/** A switch prepared against a revision that another one has replaced meanwhile. */
class SectionConflict extends Error {}

/** @typedef {import('../../../lib/release-store').SectionPointer} SectionPointer */
/** @typedef {import('../../../lib/release-store').EnvironmentSet} EnvironmentSet */
/**
 * A section's row: one app in one environment.
 * @typedef {object} SectionRow
 * @property {number} id
 * @property {string} app
 * @property {string} environment
 * @property {string | null} [version]
 * @property {unknown} [manifest]
 * @property {boolean | null} [enabled]
 * @property {string | Date | null} [switchedAt]
 * @property {string | null} [switchedBy]
 * @property {number | null} [revision]
 * @property {unknown} [history]
 */

/** @param {string | Date | null | undefined} value */
const iso = (value) => (value ? new Date(value).toISOString() : undefined);

/**
 * A row as the pointer the origin reads (the shape of shell/server/releases/pointer-store.mjs).
 *
 * @param {SectionRow} row
 * @returns {SectionPointer}
 */
const pointerOf = (row) => ({
  ...(row.version ? { version: row.version } : {}),
  ...(row.manifest ? { manifest: row.manifest } : {}),
  enabled: row.enabled !== false,
  ...(row.switchedAt ? { switchedAt: iso(row.switchedAt) } : {}),
  ...(row.switchedBy ? { switchedBy: row.switchedBy } : {}),
  history: Array.isArray(row.history) ? row.history : [],
});

/**
 * @param {string} environment
 * @param {SectionRow[]} rows
 */
const setOf = (environment, rows) => {
  if (rows.length === 0) return null;
  const apps = Object.fromEntries(rows.map((row) => [row.app, pointerOf(row)]));
  const revision = Math.max(...rows.map((row) => row.revision ?? 0));
  const updatedAt = rows
    .map((row) => iso(row.switchedAt))
    .filter(Boolean)
    .sort()
    .pop();
  return { environment, revision, ...(updatedAt ? { updatedAt } : {}), apps };
};

/**
 * @param {SectionPointer | undefined} a
 * @param {SectionPointer | undefined} b
 */
const samePointer = (a, b) =>
  (a?.version ?? null) === (b?.version ?? null) &&
  (a?.enabled !== false) === (b?.enabled !== false) &&
  (a?.manifest ?? null) === (b?.manifest ?? null);

/** @param {SectionPointer | undefined} pointer */
const shown = (pointer) => ({ version: pointer?.version ?? null, enabled: pointer?.enabled !== false });

/**
 * The change log's line for one app, in the words a product owner reads.
 *
 * @param {string} app
 * @param {string} environment
 * @param {SectionPointer | undefined} from
 * @param {SectionPointer} to
 */
function summaryOf(app, environment, from, to) {
  const parts = [];
  if ((from?.enabled !== false) !== (to?.enabled !== false)) {
    parts.push(to.enabled === false ? 'désactivée' : 'activée');
  }
  if ((from?.version ?? null) !== (to?.version ?? null)) {
    parts.push(`version ${from?.version ?? 'aucune'} → ${to?.version ?? 'aucune'}`);
  }
  if (parts.length === 0) parts.push('adresse changée');
  return `${app} ${parts.join(', ')} en ${environment}`;
}

/**
 * The environments' section pointers, kept in the CMS (one row per environment and app): read by
 * every origin worker each second, changed by a product owner in the admin or by `pnpm release` /
 * `pnpm rollback`, each change recorded in the change log. See docs/decisions/020-back-office-and-roles.md.
 *
 * @param {{ strapi: Strapi }} context
 */
module.exports = ({ strapi }) => {
  /**
   * @param {string} environment
   * @returns {Promise<SectionRow[]>}
   */
  const rowsOf = (environment) => strapi.db.query(UID).findMany({ where: { environment } });

  /**
   * One switch at a time per database, whichever CMS process it reaches.
   *
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function oneAtATime(work) {
    return strapi.db.transaction(async (/** @type {{ trx: Strapi['db']['connection'] }} */ { trx }) => {
      if (strapi.db.dialect.client === 'postgres') {
        await trx.raw('select pg_advisory_xact_lock(?)', [SWITCH_LOCK_KEY]);
      }
      return work();
    });
  }

  /** @param {string} environment */
  async function readSet(environment) {
    return setOf(environment, await rowsOf(environment));
  }

  /**
   * Makes `apps` (app → { version?, enabled, manifest? }) the pointers of those apps in `environment`;
   * the others stay. Refused with SectionConflict when `expectedRevision` is given and is no longer
   * the environment's. Answers the new set.
   * @param {string} environment
   * @param {Record<string, { version?: string, enabled?: boolean, manifest?: unknown, history?: { version: string, liveUntil: string }[] }>} apps
   * @param {{ by: string, action: string, expectedRevision?: number }} change
   */
  async function applyChange(environment, apps, { by, action, expectedRevision }) {
    if (!ENVIRONMENTS.includes(environment)) throw new Error(`Environnement inconnu : ${environment}`);
    const changed = await oneAtATime(async () => {
      const rows = await rowsOf(environment);
      const before = setOf(environment, rows);
      const revision = before?.revision ?? 0;
      if (expectedRevision !== undefined && expectedRevision !== revision) throw new SectionConflict();
      const at = new Date().toISOString();
      const releases = strapi.service('api::release.release');
      const entries = [];
      for (const app of APPS) {
        if (!apps[app]) continue;
        const from = before?.apps?.[app];
        const to = apps[app];
        if (from && samePointer(from, to)) continue;
        // a set taken in from the store's copy brings what was live before it
        const history = [...(from?.history ?? to.history ?? [])];
        if (from?.version && from.version !== to.version)
          history.push({ version: from.version, liveUntil: at });
        const release = to.version ? await releases.findByVersion(to.version) : null;
        const data = {
          name: `${app} · ${environment}`,
          environment,
          app,
          enabled: to.enabled !== false,
          version: to.version ?? null,
          manifest: to.manifest ?? null,
          release: release?.id ?? null,
          previousVersion: history.at(-1)?.version ?? null,
          switchedAt: at,
          switchedBy: by,
          revision: revision + 1,
          history: history.slice(-20),
        };
        const row = rows.find((each) => each.app === app);
        if (row) await strapi.db.query(UID).update({ where: { id: row.id }, data });
        else await strapi.db.query(UID).create({ data });
        entries.push({
          summary: summaryOf(app, environment, from, to),
          by,
          subject: 'section',
          environment,
          target: app,
          action,
          before: from ? shown(from) : null,
          after: shown(to),
          at,
        });
      }
      const changeLog = strapi.service('api::change-log.change-log');
      for (const entry of entries) await changeLog.record(entry);
      return entries.length > 0;
    });
    if (changed) strapi.log.info(`Sections de ${environment} changées par ${by} (${action}).`);
    return readSet(environment);
  }

  /**
   * At start: an environment the CMS holds nothing of takes the release store's copy on disk, and so
   * does one whose copy is newer (`pnpm start` made its fresh builds live before the CMS was up).
   */
  async function adoptStoreCopies() {
    for (const environment of ENVIRONMENTS) {
      const copy = environmentCopy(environment);
      if (!copy?.apps) continue;
      const current = await readSet(environment);
      if (current && (copy.revision ?? 0) <= current.revision) continue;
      const apps = Object.fromEntries(Object.entries(copy.apps).filter(([app]) => APPS.includes(app)));
      const by = Object.values(copy.apps).find((pointer) => pointer.switchedBy)?.switchedBy ?? 'copie locale';
      await applyChange(environment, apps, { by, action: current ? 'release' : 'import' });
    }
  }

  return { readSet, applyChange, adoptStoreCopies, SectionConflict };
};
