import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from '../server-testing.mjs';
import { olderShellFiles, releasedFiles } from './released-files.mjs';
import { fakeBuild, temporaryFolder } from './release-fixtures.mjs';
import { publishRelease, releaseDir } from './release-store.mjs';

let site;
let server;
let remote;
let shells;

function shellBuild(text) {
  const folders = fakeBuild({ name: 'shell', text });
  fs.writeFileSync(path.join(folders.browser, 'favicon.svg'), `<svg>${text}</svg>`);
  fs.writeFileSync(path.join(folders.browser, 'sw.js'), `// worker ${text}`);
  fs.writeFileSync(path.join(folders.browser, 'index.html'), '<html><head></head></html>');
  fs.mkdirSync(path.join(folders.browser, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(folders.browser, 'static', 'js', `only-${text.length}.0123abcd.js`), text);
  return folders;
}

beforeAll(async () => {
  const root = temporaryFolder('releases-');
  remote = publishRelease({ root, app: 'mf-shop', folders: fakeBuild() }).record.version;
  shells = ['old', 'newer'].map(
    (text) =>
      publishRelease({
        root,
        app: 'shell',
        folders: shellBuild(text),
        now: new Date(Date.now() + text.length * 1000),
      }).record.version,
  );
  site = { root };
  const app = express();
  app.use((req, _res, next) => {
    req.live = { shell: { version: shells[1], dir: releaseDir(root, 'shell', shells[1]) } };
    next();
  });
  app.use(releasedFiles(site), olderShellFiles(site), (_req, res) => res.status(404).send('fallthrough'));
  server = await listening(app);
});
afterAll(() => server.close());

const get = (pathname, headers = {}) => fetch(`${server.url}${pathname}`, { headers });

/** The path sent as written (fetch would resolve its dots first). */
function rawGet(pathname) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathname }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      })
      .on('error', reject);
  });
}

describe('the released files', () => {
  it("serves a release's files immutably, its entry and manifest included, compressed when asked", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/page.0123abcd.js']) {
      const response = await get(`/remotes/mf-shop/${remote}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBeNull();
    }
    const compressed = await get(`/remotes/mf-shop/${remote}/remoteEntry.js`, { 'accept-encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('never serves a server container or a release record, however the path is written', async () => {
    for (const pathname of [
      `/remotes/mf-shop/${remote}/server/remoteEntry.cjs`,
      `/remotes/mf-shop/${remote}//server/remoteEntry.cjs`,
      `/remotes/mf-shop/${remote}/%73erver/remoteEntry.cjs`,
      `/remotes/mf-shop/${remote}/./server/remoteEntry.cjs`,
      `/remotes/mf-shop/${remote}/x/../server/remoteEntry.cjs`,
      `/remotes/mf-shop//${remote}/server/remoteEntry.cjs`,
      `/remotes/mf-shop/${remote}/release.json`,
      `/remotes/mf-shop/${remote}/remoteEntry.js.map`,
      '/remotes/mf-shop/20261127-000000-00000000/remoteEntry.js',
      '/remotes/mf-shop/remoteEntry.js',
      '/remotes/mf-nope/x/remoteEntry.js',
    ]) {
      const response = await rawGet(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body).not.toContain('module.exports');
    }
  });

  it("serves the shell's files from its live release, and a hashed file of an older kept shell to a page booted on it", async () => {
    const favicon = await get('/favicon.svg');
    expect(await favicon.text()).toBe('<svg>newer</svg>');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    const older = await get('/static/js/only-3.0123abcd.js');
    expect(older.status).toBe(200);
    expect(await older.text()).toBe('old');
    expect((await get('/index.html')).status).toBe(404);
    expect((await get('/server/remoteEntry.cjs')).status).toBe(404);
  });

  it("serves the service worker from the live shell's release, checked with the origin at each update", async () => {
    const worker = await get('/sw.js');
    expect(await worker.text()).toBe('// worker newer');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });
});
