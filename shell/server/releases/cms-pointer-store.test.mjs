import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCmsPointerStore } from './cms-pointer-store.mjs';
import { pointerStoreOf } from './live-site.mjs';
import { createFilePointerStore } from './pointer-store.mjs';

const SHOP_A = '20260421-101500-bbbbbbbb';
const SHOP_B = '20260422-101500-cccccccc';
const setAt = (revision, apps) => ({ environment: 'production', revision, apps });

/** A CMS answering the sections' endpoints from `state`; `down` makes it fail every request. */
function fakeCms() {
  const state = { set: setAt(4, { 'mf-shop': { version: SHOP_B, enabled: true } }), down: false, writes: [] };
  const server = http.createServer((req, res) => {
    if (state.down) {
      res.statusCode = 503;
      return res.end();
    }
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify({ set: state.set }));
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const write = { ...JSON.parse(body), secret: req.headers['x-releases-secret'] };
      state.writes.push(write);
      if (write.expectedRevision !== state.set.revision) {
        res.statusCode = 409;
        return res.end(JSON.stringify({ error: { message: 'changé' } }));
      }
      state.set = setAt(state.set.revision + 1, write.apps);
      res.end(JSON.stringify({ set: state.set }));
    });
  });
  return { state, server };
}

describe('CMS-backed pointer store', () => {
  let dir;
  let cms;
  let cmsUrl;
  let warnings;
  let store;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-pointers-'));
    cms = fakeCms();
    await new Promise((resolve) => cms.server.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${cms.server.address().port}`;
    warnings = [];
    const copy = createFilePointerStore({ dir });
    copy.keep('production', setAt(2, { 'mf-shop': { version: SHOP_A, enabled: true } }));
    store = createCmsPointerStore({ cmsUrl, copy, secret: 's3cret', warn: (line) => warnings.push(line) });
  });
  afterEach(() => {
    cms.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the copy on disk until the CMS answers, then the CMS set, kept on disk', async () => {
    expect(store.read('production').revision).toBe(2);
    await store.refresh('production');
    const set = store.read('production');
    expect(set.apps['mf-shop'].version).toBe(SHOP_B);
    // the same object while nothing changes: the origin's live set is worked out once
    await store.refresh('production');
    expect(store.read('production')).toBe(set);
    expect(createFilePointerStore({ dir }).read('production').revision).toBe(4);
  });

  it('keeps the last known set while the CMS cannot be reached, and says so once', async () => {
    await store.refresh('production');
    cms.state.down = true;
    await store.refresh('production');
    await store.refresh('production');
    expect(store.read('production').revision).toBe(4);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/le CMS \(.+\) ne répond pas .+ dernier ensemble connu \(révision 4/);
    cms.state.down = false;
    await store.refresh('production');
    expect(warnings[1]).toMatch(/le CMS répond de nouveau/);
  });

  it('after a restart with the CMS down, serves the copy the last run kept', async () => {
    await store.refresh('production');
    cms.state.down = true;
    const restarted = createCmsPointerStore({
      cmsUrl,
      copy: createFilePointerStore({ dir }),
      warn: () => {},
    });
    await restarted.refresh('production');
    expect(restarted.read('production').apps['mf-shop'].version).toBe(SHOP_B);
  });

  it('writes the pointers on the revision it read, with the secret, and tries again over a concurrent switch', async () => {
    let calls = 0;
    const updated = await store.change(
      'production',
      (set) => {
        calls += 1;
        // a switch lands between the first read and its write
        if (calls === 1) cms.state.set = setAt(5, set.apps);
        set.apps['mf-shop'] = { ...set.apps['mf-shop'], enabled: false, switchedBy: 'ignoré', history: [] };
        return set;
      },
      { by: 'pnpm releases disable (moi@machine)', action: 'disable' },
    );
    expect(calls).toBe(2);
    expect(updated.revision).toBe(6);
    expect(cms.state.writes.map((write) => write.expectedRevision)).toEqual([4, 5]);
    expect(cms.state.writes[1]).toEqual({
      apps: { 'mf-shop': { version: SHOP_B, enabled: false } },
      expectedRevision: 5,
      by: 'pnpm releases disable (moi@machine)',
      action: 'disable',
      secret: 's3cret',
    });
    expect(store.read('production')).toEqual(updated);
  });

  it('refuses a change while the CMS cannot be reached', async () => {
    cms.state.down = true;
    await expect(store.change('production', (set) => set, { by: 'x', action: 'release' })).rejects.toThrow(
      /Le CMS .+ ne répond pas : les sections n'ont pas changé/,
    );
  });

  it('is the store of a release store given the CMS, unless POINTER_STORE=file', () => {
    expect(pointerStoreOf(dir, { cmsUrl, env: {} }).refresh).toBeTypeOf('function');
    expect(pointerStoreOf(dir, { cmsUrl, env: { POINTER_STORE: 'file' } }).refresh).toBeUndefined();
    expect(pointerStoreOf(dir).refresh).toBeUndefined();
  });
});
