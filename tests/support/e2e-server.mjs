// The assembled production build for the end-to-end suite: a fresh CMS on a throw-away SQLite file,
// the site on E2E_PORT, a second origin whose remotes file switches the stations remote off, and a
// third whose CMS is down.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteOf } from '../../shared/remotes.mjs';
import { createApp } from '../../shell/server/app.mjs';
import { startCms } from '../../shell/server/cms-process.mjs';
import { pointerStoreOf } from '../../shell/server/releases/live-site.mjs';
import { liveSetOf } from '../../shell/server/releases/live-set.mjs';
import { makeBuildsLive } from '../../shell/server/releases/release-commands.mjs';
import {
  E2E_PORT,
  E2E_DISABLED_PORT,
  E2E_CMS_DOWN_PORT,
  E2E_REMOTE_DOWN_PORT,
  E2E_CMS_PORT,
  DISABLED_REMOTE,
  E2E_MAIL_OUTBOX,
  E2E_RELEASES_DIR,
  E2E_CMS_DATABASE_NAME,
} from './ports.mjs';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-e2e-'));
fs.writeFileSync(E2E_CMS_DATABASE_NAME, path.join(workDir, 'data.db'));
fs.rmSync(E2E_MAIL_OUTBOX, { force: true });
// a fresh release store, the CMS's too: its back office switches the sections of these origins
fs.rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
fs.rmSync(`${E2E_RELEASES_DIR}.lock`, { recursive: true, force: true });
process.env.RELEASES_DIR = E2E_RELEASES_DIR;
const { url: cmsUrl, child } = await startCms({
  port: E2E_CMS_PORT,
  // a first start seeds the whole catalogue: on a busy 2-core machine that took over two minutes
  timeoutMs: 300_000,
  quiet: !process.env.E2E_CMS_LOGS,
  env: {
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    MAIL_OUTBOX_FILE: E2E_MAIL_OUTBOX,
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    // card orders through the local test gateway, as in the demo start
    PAYMENT_TEST_GATEWAY: 'on',
  },
});

// the current builds, released and live in both environments, in the CMS's sections
const store = pointerStoreOf(E2E_RELEASES_DIR, { cmsUrl });
await makeBuildsLive({ root: E2E_RELEASES_DIR, store, environments: ['production', 'staging'], by: 'e2e' });
const liveRemotes = liveSetOf(E2E_RELEASES_DIR, store.read('production'), '').remotes.map(
  ({ name, manifest, enabled }) => ({ name, manifest, enabled }),
);

const disabledFile = path.join(workDir, 'remotes-disabled.json');
const disabled = liveRemotes.map((remote) =>
  remote.name === DISABLED_REMOTE ? { ...remote, enabled: false } : remote,
);
fs.writeFileSync(disabledFile, JSON.stringify({ remotes: disabled }));

// port 9 (discard): the shop's containers cannot be fetched, as when its deployment is down
const shopDownFile = path.join(workDir, 'remotes-shop-down.json');
const shop = remoteOf('mf_shop');
const shopDown = liveRemotes.map((remote) =>
  remote.name === shop?.name
    ? { ...remote, manifest: `http://127.0.0.1:9/${shop.folder}/mf-manifest.json` }
    : remote,
);
fs.writeFileSync(shopDownFile, JSON.stringify({ remotes: shopDown }));

const servers = [
  createApp({ cmsUrl, releasesRoot: E2E_RELEASES_DIR }).listen(E2E_PORT, '127.0.0.1'),
  // port 9 (discard): nothing answers there
  createApp({ cmsUrl: 'http://127.0.0.1:9', releasesRoot: E2E_RELEASES_DIR }).listen(
    E2E_CMS_DOWN_PORT,
    '127.0.0.1',
  ),
];
const originScript = path.join(import.meta.dirname, 'e2e-origin.mjs');
const origins = [
  [E2E_DISABLED_PORT, disabledFile],
  [E2E_REMOTE_DOWN_PORT, shopDownFile],
].map(([port, file]) =>
  spawn(process.execPath, [originScript, String(port), cmsUrl, file], { stdio: 'inherit' }),
);
console.log(`e2e site on http://127.0.0.1:${E2E_PORT} (CMS ${cmsUrl}, data in ${workDir})`);

const stop = () => {
  servers.forEach((server) => server.close());
  origins.forEach((origin) => origin.kill('SIGTERM'));
  child.kill('SIGTERM');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
