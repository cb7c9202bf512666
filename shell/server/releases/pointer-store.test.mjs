import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFilePointerStore } from './pointer-store.mjs';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pointers-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const point =
  (app, version, enabled = true) =>
  (set) => {
    set.apps[app] = { ...set.apps[app], version, enabled };
    return set;
  };

describe('the file pointer store', () => {
  it('knows nothing of an environment never released', () => {
    expect(createFilePointerStore({ dir }).read('production')).toBeNull();
  });

  it('switches a pointer, counts revisions, keeps what was live before and logs who did what', async () => {
    let clock = Date.parse('2026-11-27T10:00:00Z');
    const store = createFilePointerStore({ dir, now: () => new Date((clock += 1000)) });
    await store.change('production', point('mf-shop', 'A'), { by: 'team', action: 'release' });
    const set = await store.change('production', point('mf-shop', 'B'), { by: 'team', action: 'release' });
    expect(set.revision).toBe(2);
    expect(set.apps['mf-shop']).toMatchObject({ version: 'B', enabled: true, switchedBy: 'team' });
    expect(set.apps['mf-shop'].history).toEqual([{ version: 'A', liveUntil: '2026-11-27T10:00:02.000Z' }]);
    expect(
      store.log('production').map(({ app, from, to, by, action }) => ({ app, from, to, by, action })),
    ).toEqual([
      { app: 'mf-shop', from: null, to: { version: 'A', enabled: true }, by: 'team', action: 'release' },
      {
        app: 'mf-shop',
        from: { version: 'A', enabled: true },
        to: { version: 'B', enabled: true },
        by: 'team',
        action: 'release',
      },
    ]);
    // another process reading the same folder sees the new set
    expect(createFilePointerStore({ dir }).read('production').apps['mf-shop'].version).toBe('B');
  });

  it('changes nothing, and logs nothing, when an update changes nothing or fails', async () => {
    const store = createFilePointerStore({ dir });
    await store.change('production', point('mf-shop', 'A'), { by: 'team', action: 'release' });
    await store.change('production', point('mf-shop', 'A'), { by: 'team', action: 'release' });
    await expect(
      store.change('production', () => Promise.reject(new Error('refusé')), {
        by: 'team',
        action: 'release',
      }),
    ).rejects.toThrow('refusé');
    expect(store.read('production').revision).toBe(1);
    expect(store.log('production')).toHaveLength(1);
  });

  it('lets one writer at a time change an environment: concurrent switches all land, none lost', async () => {
    const stores = [createFilePointerStore({ dir }), createFilePointerStore({ dir })];
    await Promise.all(
      ['mf-shop', 'mf-vehicles', 'mf-content', 'mf-stations'].map((app, index) =>
        stores[index % 2].change('production', point(app, `v${index}`), { by: 'team', action: 'release' }),
      ),
    );
    const set = createFilePointerStore({ dir }).read('production');
    expect(set.revision).toBe(4);
    expect(Object.keys(set.apps).sort()).toEqual(['mf-content', 'mf-shop', 'mf-stations', 'mf-vehicles']);
  });

  it('is read once per change: the same object while the file is not replaced', async () => {
    const store = createFilePointerStore({ dir });
    await store.change('staging', point('shell', 'S'), { by: 'team', action: 'release' });
    const reader = createFilePointerStore({ dir });
    expect(reader.read('staging')).toBe(reader.read('staging'));
  });
});
