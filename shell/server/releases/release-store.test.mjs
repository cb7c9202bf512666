import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeBuild, temporaryFolder } from './release-fixtures.mjs';
import { collectOldReleases, listReleases, publishRelease, releaseDir } from './release-store.mjs';

describe('the release store', () => {
  it('publishes a build as an immutable version: browser and server containers, record, compressed copies, no source map', () => {
    const root = temporaryFolder('releases-');
    const folders = fakeBuild();
    const { record, reused } = publishRelease({
      root,
      app: 'mf-shop',
      commit: 'abc1234',
      notes: 'Intro',
      folders,
    });
    expect(reused).toBe(false);
    expect(record).toMatchObject({
      app: 'mf-shop',
      name: 'mf_shop',
      commit: 'abc1234',
      notes: 'Intro',
      exposes: ['routes'],
    });
    expect(record.version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(record.contract.requires).toEqual([{ name: 'react', range: '^19.3.1', fromHost: false }]);
    const dir = releaseDir(root, 'mf-shop', record.version);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        'mf-manifest.json',
        'release.json',
        'remoteEntry.js',
        'remoteEntry.js.br',
        'remoteEntry.js.gz',
        'server',
        'static',
      ].sort(),
    );
    expect(fs.existsSync(path.join(dir, 'server', 'remoteEntry.cjs'))).toBe(true);
    // nothing of a publish that did not finish is left beside it
    expect(fs.readdirSync(path.join(root, 'mf-shop'))).toEqual([record.version]);
  });

  it('reuses a kept release whose content is the same, and makes a new one when it differs', () => {
    const root = temporaryFolder('releases-');
    const first = publishRelease({ root, app: 'mf-shop', folders: fakeBuild() });
    const same = publishRelease({ root, app: 'mf-shop', folders: fakeBuild() });
    const other = publishRelease({ root, app: 'mf-shop', folders: fakeBuild({ text: 'console.log("B")' }) });
    expect(same).toEqual({ record: first.record, reused: true });
    expect(other.reused).toBe(false);
    expect(listReleases(root, 'mf-shop').map((record) => record.version)).toHaveLength(2);
  });

  it('keeps the newest five and every protected version, and removes the older ones', () => {
    const root = temporaryFolder('releases-');
    const versions = Array.from(
      { length: 8 },
      (_, index) =>
        publishRelease({
          root,
          app: 'mf-shop',
          folders: fakeBuild({ text: `console.log(${index})` }),
          now: new Date(Date.UTC(2026, 10, 27, 10, index)),
        }).record.version,
    );
    const removed = collectOldReleases({
      root,
      app: 'mf-shop',
      isProtected: (version) => version === versions[0],
    });
    expect(removed.sort()).toEqual([versions[1], versions[2]].sort());
    expect(
      listReleases(root, 'mf-shop')
        .map((record) => record.version)
        .sort(),
    ).toEqual([versions[0], ...versions.slice(3)].sort());
  });

  it('refuses an app or a version that is not one', () => {
    expect(() => releaseDir('/x', 'mf-nope', '20261127-100000-0123abcd')).toThrow();
    expect(() => releaseDir('/x', 'mf-shop', '../../etc')).toThrow();
  });
});
