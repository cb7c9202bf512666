'use strict';

// The release store the origin serves from (shell/server/releases/release-store.mjs), read by the CMS
// on the same machine: the versions' records, and the environments' last known copy on disk.
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
const { APPS, REMOTE_FOLDERS: REMOTES } = require('@chargemaroc/shared/remotes');
const ENVIRONMENTS = ['production', 'staging'];

/** `RELEASES_DIR`, else `releases/` at the repository's root (as the origin and the commands). */
const releasesRoot = (env = process.env) =>
  path.resolve(env.RELEASES_DIR ?? path.join(REPOSITORY_ROOT, 'releases'));

/**
 * A release's record (`release.json`, written by shell/server/releases/release-store.mjs), the fields
 * the CMS reads of it.
 *
 * @typedef {object} ReleaseRecord
 * @property {string} app
 * @property {string} version
 * @property {string} [publishedAt]
 * @property {string} [notes]
 * @property {string} [commit]
 * @property {string} [builtAt]
 * @property {unknown[]} [exposes]
 * @property {unknown} [contract]
 */

/**
 * An app's section pointer in an environment (shell/server/releases/pointer-store.mjs).
 *
 * @typedef {object} SectionPointer
 * @property {string} [version]
 * @property {boolean} [enabled]
 * @property {unknown} [manifest]
 * @property {string} [switchedAt]
 * @property {string} [switchedBy]
 * @property {{ version: string, liveUntil: string }[]} [history]
 */

/**
 * An environment's pointers, with the revision of their last change.
 *
 * @typedef {{ environment?: string, revision?: number, updatedAt?: string, apps?: Record<string, SectionPointer> }} EnvironmentSet
 */

/**
 * A JSON file's content, or null when it cannot be read.
 *
 * @param {string} file
 * @returns {unknown}
 */
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * Every complete release's record (`release.json`), newest first per app.
 *
 * @returns {ReleaseRecord[]}
 */
const releaseRecords = (root = releasesRoot()) =>
  APPS.flatMap((app) => {
    const dir = path.join(root, app);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((version) => VERSION_PATTERN.test(version))
      .sort()
      .reverse()
      .map(
        (version) => /** @type {ReleaseRecord | null} */ (readJson(path.join(dir, version, 'release.json'))),
      )
      .filter((record) => record !== null);
  });

/**
 * The environment's set as the file store last wrote it (`environments/<env>.json`), or null.
 *
 * @param {string} environment
 * @returns {EnvironmentSet | null} as the origin's file store wrote it
 */
const environmentCopy = (environment, root = releasesRoot()) =>
  /** @type {EnvironmentSet | null} */ (readJson(path.join(root, 'environments', `${environment}.json`)));

module.exports = {
  APPS,
  REMOTES,
  ENVIRONMENTS,
  REPOSITORY_ROOT,
  releasesRoot,
  releaseRecords,
  environmentCopy,
};
