'use strict';

// A section switch made in the back office of one CMS process reaches every origin worker and every
// CMS process within seconds (run by `pnpm test:postgres`: two CMS processes on one PostgreSQL
// database and one Redis, an origin of two workers reading the sections from one of them); then,
// with both CMS processes stopped, the origin keeps serving the last sections it knew.
const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const { SECRET_NAMES, ensureSecrets } = require('../scripts/secrets');
const { spawnCms } = require('./helpers/cms-process');
const { createApiClient } = require('./helpers/cms');
const { freePort } = require('./helpers/free-port');
const { versionId, writeReleaseStore } = require('./helpers/release-store');
const { createTestDatabase, testRedisPrefix } = require('./helpers/test-database');

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(__dirname, 'fixtures', 'seed');
const LIVE_WITHIN_MS = 5000;
const APPS = ['shell', 'mf-shop', 'mf-vehicles', 'mf-checkout', 'mf-account', 'mf-content', 'mf-stations'];
const hasPostgres = Boolean(process.env.CMS_TEST_POSTGRES_URL && process.env.REDIS_URL);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {{ apps: Record<string, { enabled: boolean, version?: string }> }} SectionSet an environment's set, as /_releases answers it */

/** Whether mf-stations is on, as the origin tells new pages (`/remotes.json`). */
const stationsOnAtOrigin = async (originUrl) => {
  const { remotes } = /** @type {{ remotes: { name: string, enabled: boolean }[] }} */ (
    await (await fetch(`${originUrl}/remotes.json`)).json()
  );
  return /** @type {{ enabled: boolean }} */ (remotes.find((remote) => remote.name === 'mf_stations'))
    .enabled;
};
const stationsOnAtCms = async (cmsUrl) => {
  const { set } = /** @type {{ set: SectionSet }} */ (
    await (await fetch(`${cmsUrl}/_releases/environments/production`)).json()
  );
  return set.apps['mf-stations'].enabled;
};

/** Until `check` holds, at most `withinMs`; answers the delay since `since`. */
const until = async (check, since, withinMs = LIVE_WITHIN_MS) => {
  while (Date.now() - since < withinMs) {
    if (await check()) return Date.now() - since;
    await sleep(50);
  }
  throw new Error(`not seen within ${withinMs} ms`);
};

/**
 * Every worker of the origin tells `enabled`: twenty answers in a row (the primary hands connections
 * to its workers in turn, and each request here is a new connection).
 */
const everyWorkerSays = async (originUrl, enabled) => {
  for (let answer = 0; answer < 20; answer += 1) {
    if ((await stationsOnAtOrigin(originUrl)) !== enabled) return false;
  }
  return true;
};

describe(
  'a section switch across origin workers and CMS processes',
  { skip: !hasPostgres && 'pnpm test:postgres runs it' },
  () => {
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-sections-'));
    const releasesDir = path.join(tmpDir, 'releases');
    let database;
    let cmsProcesses = [];
    let origin;
    let originUrl;
    let originLog = '';

    before(async () => {
      const releases = APPS.map((app, index) => [app, versionId(20, `${index}`.repeat(8))]);
      const apps = Object.fromEntries(releases.map(([app, version]) => [app, { version, enabled: true }]));
      writeReleaseStore(releasesDir, {
        releases,
        environments: { production: { environment: 'production', revision: 1, apps } },
      });
      database = await createTestDatabase();
      const secrets = {};
      for (const name of SECRET_NAMES) delete process.env[name];
      ensureSecrets(tmpDir, { file: path.join(tmpDir, 'secrets.json') });
      for (const name of SECRET_NAMES) secrets[name] = process.env[name];
      const env = {
        NODE_ENV: 'production',
        ...database.env,
        ...secrets,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_KEY_PREFIX: testRedisPrefix(),
        SEED_DIR: FIXTURES,
        CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
        MAIL_OUTBOX_FILE: path.join(tmpDir, 'outbox.json'),
        RELEASES_DIR: releasesDir,
      };
      fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
      cmsProcesses = await Promise.all([spawnCms(env), spawnCms(env)]);

      const port = await freePort();
      originUrl = `http://127.0.0.1:${port}`;
      origin = spawn(process.execPath, [path.join(ROOT, 'shell', 'server', 'start.mjs')], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          WEB_CONCURRENCY: '2',
          CMS_URL: cmsProcesses[0].baseUrl,
          RELEASES_DIR: releasesDir,
        },
      });
      origin.stderr.on('data', (chunk) => (originLog += chunk));
      await until(
        async () => {
          try {
            return (await fetch(`${originUrl}/remotes.json`)).ok;
          } catch {
            return false;
          }
        },
        Date.now(),
        120_000,
      );
    });

    after(async () => {
      if (origin && origin.exitCode === null) {
        origin.kill('SIGTERM');
        await new Promise((resolve) => origin.once('exit', resolve));
      }
      await Promise.all(cmsProcesses.map((cms) => cms.stop('SIGKILL')));
      await database?.drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    it("is seen by both origin workers and both CMS processes within 5 s of the owner's save", async () => {
      assert.equal(await everyWorkerSays(originUrl, true), true);
      // the owner saves in the back office of the other CMS process than the one the origin reads
      const [read, saved] = cmsProcesses;
      const login = await createApiClient(saved.baseUrl).post('/admin/login', {
        email: 'owner@chargemaroc.ma',
        password: 'Owner2026!',
      });
      assert.equal(login.status, 200, JSON.stringify(login.body));
      const token = login.body.data.token;
      const admin = (method, route, body) =>
        fetch(`${saved.baseUrl}/content-manager/collection-types/api::section.section${route}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body && JSON.stringify(body),
        });
      const list = /** @type {{ results: any[] }} */ (await (await admin('GET', '?pageSize=100')).json());
      const stations = list.results.find((row) => row.name === 'mf-stations · production');

      const switchedAt = Date.now();
      assert.equal((await admin('PUT', `/${stations.documentId}`, { enabled: false })).status, 200);
      const cmsDelays = await Promise.all(
        [read, saved].map((cms) => until(async () => !(await stationsOnAtCms(cms.baseUrl)), switchedAt)),
      );
      const originDelay = await until(() => everyWorkerSays(originUrl, false), switchedAt);
      console.log(
        `mf-stations off: both CMS processes after ${cmsDelays.join(' / ')} ms, both origin workers after ${originDelay} ms`,
      );

      const switchedBackAt = Date.now();
      assert.equal((await admin('PUT', `/${stations.documentId}`, { enabled: true })).status, 200);
      const backDelay = await until(() => everyWorkerSays(originUrl, true), switchedBackAt);
      console.log(`mf-stations on again: both origin workers after ${backDelay} ms`);
      // the origin's copy on disk follows the CMS
      const copy = JSON.parse(
        fs.readFileSync(path.join(releasesDir, 'environments', 'production.json'), 'utf8'),
      );
      assert.equal(copy.apps['mf-stations'].enabled, true);
      assert.match(copy.apps['mf-stations'].switchedBy, /^Salma Bennani/);
    });

    it('with every CMS process stopped, the origin keeps serving the last sections it knew', async () => {
      const [read, saved] = cmsProcesses;
      const admin = await createApiClient(saved.baseUrl).post('/admin/login', {
        email: 'owner@chargemaroc.ma',
        password: 'Owner2026!',
      });
      const token = admin.body.data.token;
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const base = `${saved.baseUrl}/content-manager/collection-types/api::section.section`;
      const list = /** @type {{ results: any[] }} */ (
        await (await fetch(`${base}?pageSize=100`, { headers })).json()
      );
      const stations = list.results.find((row) => row.name === 'mf-stations · production');
      await fetch(`${base}/${stations.documentId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ enabled: false }),
      });
      await until(() => everyWorkerSays(originUrl, false), Date.now());

      await Promise.all([read, saved].map((cms) => cms.stop('SIGKILL')));
      await sleep(2500);
      assert.equal(await everyWorkerSays(originUrl, false), true);
      assert.match(
        originLog,
        /Sections de production : le CMS .+ ne répond pas .+ dernier ensemble connu \(révision \d+/,
      );
    });
  },
);
