import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.mjs';
import { pageHandler } from './page-handler.mjs';
import { preparePage } from './prepared-page.mjs';
import { listening } from './server-testing.mjs';
import { createSharedPagesFolder, pruneSharedPages, sharedPages } from './shared-pages.mjs';

const folders = [];
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function temporaryFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-pages-'));
  folders.push(folder);
  return folder;
}

async function pageValue(html, status = 200) {
  const prepared = await preparePage({ status, html });
  return { page: { status, cacheable: true }, renderMs: 3, prepared };
}

describe('shared pages', () => {
  it('keeps a page for the other processes, every encoding byte for byte', async () => {
    const pages = sharedPages(temporaryFolder());
    const value = await pageValue('<p>Bornes de recharge</p>'.repeat(50));
    pages.keep('/boutique', value);
    await vi.waitFor(async () => expect(await pages.find('/boutique')).not.toBeNull());
    const found = await pages.find('/boutique');
    expect(found.size).toBe(value.prepared.size);
    expect(found.value.page).toEqual({ status: 200, cacheable: true });
    expect(found.value.prepared.etag).toBe(value.prepared.etag);
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect(found.value.prepared.bodies[encoding].equals(value.prepared.bodies[encoding])).toBe(true);
    }
    expect(await pages.find('/blog')).toBeNull();
  });

  it('reads nothing from a file cut short, and fails no request when the disk refuses', async () => {
    const folder = temporaryFolder();
    const pages = sharedPages(folder);
    pages.keep('/', await pageValue('<p>accueil</p>'));
    await vi.waitFor(async () => expect(await pages.find('/')).not.toBeNull());
    const [file] = fs.readdirSync(folder);
    fs.truncateSync(path.join(folder, file), 40);
    expect(await pages.find('/')).toBeNull();

    const log = vi.fn();
    const nowhere = sharedPages(path.join(folder, 'absent'), { log });
    nowhere.keep('/a', await pageValue('<p>a</p>'));
    nowhere.keep('/b', await pageValue('<p>b</p>'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(await nowhere.find('/a')).toBeNull();
  });

  it('stays within its bytes: the pages written longest ago go first, and debris of killed workers', async () => {
    const folder = temporaryFolder();
    const write = (name, bytes, ageMs) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, Buffer.alloc(bytes));
      const time = new Date(Date.now() - ageMs);
      fs.utimesSync(file, time, time);
    };
    write('old.page', 400, 30_000);
    write('middle.page', 400, 20_000);
    write('new.page', 400, 10_000);
    write('left.page.123-1.tmp', 10, 120_000);
    write('writing.page.123-2.tmp', 10, 1000);
    await pruneSharedPages(folder, 900);
    expect(fs.readdirSync(folder).sort()).toEqual(['middle.page', 'new.page', 'writing.page.123-2.tmp']);
  });

  it("is a folder of the primary's own, gone when the origin stops", () => {
    const shared = createSharedPagesFolder({ maxBytes: 1000 });
    expect(fs.statSync(shared.folder).isDirectory()).toBe(true);
    shared.remove();
    expect(fs.existsSync(shared.folder)).toBe(false);
  });
});

describe('two workers of one origin while the CMS is down', () => {
  /** A worker: its own page cache, the shared folder, a renderer that fails once the CMS is down. */
  async function worker(folder, cms) {
    const indexHtml = path.join(folder, '..', `index-${servers.length}.html`);
    fs.writeFileSync(indexHtml, '<div id="root"></div>');
    const renderer = {
      render: async () =>
        cms.up
          ? { status: 200, html: `<p>${cms.content}</p>`, cacheable: true }
          : { status: 502, html: '<p>Service temporairement indisponible</p>', cacheable: true },
      warmUp: async () => {},
    };
    const cache = createPageCache({ freshMs: 5000, staleMs: 30_000, shared: sharedPages(folder) });
    const app = express();
    app.use(pageHandler({ renderer, cache, lifetimes: { sharedSeconds: 5, staleSeconds: 30 }, indexHtml }));
    const server = await listening(app);
    servers.push(server);
    return server.url;
  }

  it('answers a page one worker rendered from the other one too', async () => {
    const folder = path.join(temporaryFolder(), 'pages');
    fs.mkdirSync(folder);
    const cms = { up: true, content: 'Wallbox Pulsar Plus — 8 900 MAD' };
    const first = await worker(folder, cms);
    const second = await worker(folder, cms);
    expect((await fetch(`${first}/boutique`)).status).toBe(200);
    await vi.waitFor(() =>
      expect(fs.readdirSync(folder).filter((name) => name.endsWith('.page'))).toHaveLength(1),
    );

    cms.up = false;
    const answer = await fetch(`${second}/boutique`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBe('STALE');
    expect(await answer.text()).toBe('<p>Wallbox Pulsar Plus — 8 900 MAD</p>');
    // a page nobody rendered before the outage is the honest failure
    expect((await fetch(`${second}/blog`)).status).toBe(502);
  });
});
