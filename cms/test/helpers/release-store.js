'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** A version id as the release store makes them (date, time, content hash). */
const versionId = (day, hash) => `202604${String(day).padStart(2, '0')}-101500-${hash}`;

/**
 * A throw-away release store with records only (no built files): `releases` as [app, version,
 * notes], and the environments' copies on disk as `environments` ({ production: set }).
 */
const writeReleaseStore = (root, { releases, environments = {} }) => {
  for (const [app, version, notes = ''] of releases) {
    const dir = path.join(root, app, version);
    fs.mkdirSync(dir, { recursive: true });
    const record = {
      app,
      version,
      commit: 'abc1234',
      builtAt: '2026-04-20T10:15:00.000Z',
      publishedAt: `${version.slice(0, 4)}-${version.slice(4, 6)}-${version.slice(6, 8)}T10:15:00.000Z`,
      notes,
      exposes: ['./routes'],
      contract: { requires: [], provides: [] },
    };
    fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify(record));
  }
  fs.mkdirSync(path.join(root, 'environments'), { recursive: true });
  for (const [environment, set] of Object.entries(environments)) {
    fs.writeFileSync(path.join(root, 'environments', `${environment}.json`), JSON.stringify(set));
  }
};

module.exports = { versionId, writeReleaseStore };
