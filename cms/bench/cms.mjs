#!/usr/bin/env node
// Load benchmark of the catalogue endpoints: 20 connections for 10 s each (BENCH_CONNECTIONS,
// BENCH_SECONDS). Uses CMS_URL when given, otherwise starts a seeded CMS on a throw-away database.
// Then a mixed run (bench/mixed.mjs): 20 connections of catalogue reads while 5 writers place and
// cancel orders and post reviews, against that CMS, then against two CMS processes sharing a
// throw-away PostgreSQL and Redis (skipped when they are not installed, or with BENCH_MIXED=false).
// Budget: product list p95 ≤ 30 ms, catalogue p95 ≤ 30 ms during the writes, 0 errors.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { percentile, printMixed, runMixed } from './mixed.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { spawnCms } = require('../test/helpers/cms-process.js');
const { startServices } = require('../test/helpers/throwaway-services.js');
const { createTestDatabase, testRedisPrefix } = require('../test/helpers/test-database.js');
const { SECRET_NAMES, ensureSecrets } = require('../scripts/secrets.js');

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PRODUCT_LIST_P95_BUDGET_MS = 30;

const seedDir = () =>
  fs.existsSync(path.join(CMS_DIR, 'data/seed/products.json')) ? 'data/seed' : 'test/fixtures/seed';

/** Secrets shared by every process of one run, as a deployment gives them through the environment. */
const sharedSecrets = (tmpDir) => {
  const saved = Object.fromEntries(SECRET_NAMES.map((name) => [name, process.env[name]]));
  for (const name of SECRET_NAMES) delete process.env[name];
  ensureSecrets(tmpDir, { file: path.join(tmpDir, 'secrets.json') });
  const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  return secrets;
};

/** `count` CMS processes (started together) on one database; answers {baseUrls, stop()}. */
const startCmsProcesses = async (count, databaseEnv) => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-cms-bench-'));
  fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
  const env = {
    NODE_ENV: 'production',
    ...sharedSecrets(tmpDir),
    ...databaseEnv,
    CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
    MAIL_OUTBOX_FILE: path.join(tmpDir, 'outbox.json'),
    SEED_DIR: seedDir(),
  };
  const processes = await Promise.all(Array.from({ length: count }, () => spawnCms(env)));
  return {
    baseUrls: processes.map((cms) => cms.baseUrl),
    async stop() {
      const codes = await Promise.all(processes.map((cms) => cms.stop('SIGTERM')));
      fs.rmSync(tmpDir, { recursive: true, force: true });
      return codes;
    },
  };
};

/** A CMS on a temporary SQLite file, seeded from data/seed (or the test fixtures when it is empty). */
const startLocalCms = async () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-cms-bench-db-'));
  const cms = await startCmsProcesses(1, { DATABASE_FILENAME: path.join(tmpDir, 'data.db') });
  return {
    baseUrl: cms.baseUrls[0],
    seedDir: seedDir(),
    stop: async () => {
      await cms.stop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
};

/** Signs up the first admin of a fresh database: the content manager changes prices with its token. */
/** @returns {Promise<string | undefined>} */
const adminToken = async (baseUrl) => {
  const response = await fetch(`${baseUrl}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Banc',
      lastname: 'Essai',
      email: 'banc@bench.chargemaroc.ma',
      password: 'BancEssai2026!',
    }),
  });
  const answer = /** @type {{ data?: { token?: string } }} */ (await response.json());
  return answer.data?.token;
};

const hasPostgresAndRedis = () =>
  fs.existsSync('/usr/lib/postgresql') && fs.existsSync('/usr/bin/redis-server');

/** The mixed run against two processes sharing a throw-away PostgreSQL and Redis. */
const mixedOnTwoProcesses = async () => {
  const services = await startServices();
  process.env.CMS_TEST_POSTGRES_URL = services.postgresUrl;
  const database = await createTestDatabase();
  let cms;
  try {
    cms = await startCmsProcesses(2, {
      ...database.env,
      REDIS_URL: services.redisUrl,
      REDIS_KEY_PREFIX: testRedisPrefix(),
    });
    const token = await adminToken(cms.baseUrls[0]);
    const result = await runMixed({ baseUrls: cms.baseUrls, seconds: SECONDS, adminToken: token });
    return printMixed(
      'Mixed load, two CMS processes on one PostgreSQL and one Redis (connections spread over both):',
      result,
      PRODUCT_LIST_P95_BUDGET_MS,
    );
  } finally {
    const codes = await cms?.stop();
    if (codes && codes.some((code) => code !== 0))
      console.log(`  exit codes after SIGTERM: ${codes.join(', ')}`);
    await database.drop();
    services.stop();
  }
};

const run = (name, url) =>
  new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        name,
        requestsPerSecond: Math.round(result.requests.average),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        non2xx: result.non2xx + errors,
      });
    });
    instance.on('response', (client, statusCode, bytes, responseTime) => times.push(responseTime));
    instance.on('reqError', () => {
      errors += 1;
    });
  });

/** @returns {Promise<any>} a JSON answer of the API (any shape) */
const json = async (url) => (await fetch(url)).json();

const main = async () => {
  const local = process.env.CMS_URL ? null : await startLocalCms();
  const baseUrl = (process.env.CMS_URL || local?.baseUrl || '').replace(/\/+$/, '');
  try {
    const productList = `${baseUrl}/api/produits?populate[0]=Image&pagination[page]=1&pagination[pageSize]=20&sort=Name:asc`;
    const firstProduct = (await json(productList)).data?.[0];
    if (!firstProduct) throw new Error('no product to benchmark: is the CMS seeded?');
    const targets = [
      ['product list (20, images)', productList],
      ['product detail', `${baseUrl}/api/produits/${firstProduct.documentId}?populate=*`],
      ['vehicle list', `${baseUrl}/api/vehicules?populate[0]=Images&pagination[pageSize]=20`],
      [
        'stations near Casablanca',
        `${baseUrl}/api/ocm/poi?latitude=33.5731&longitude=-7.5898&distance=100&maxresults=100`,
      ],
    ];

    console.log(
      `CMS ${baseUrl}${local ? ` (seed: ${local.seedDir})` : ''}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint`,
    );
    const results = [];
    for (const [name, url] of targets) results.push(await run(name, url));

    console.log('');
    console.log(
      'endpoint'.padEnd(28),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
    );
    for (const result of results) {
      console.log(
        result.name.padEnd(28),
        String(result.requestsPerSecond).padStart(8),
        String(result.p50).padStart(8),
        String(result.p95).padStart(8),
        String(result.p99).padStart(8),
        String(result.non2xx).padStart(8),
      );
    }
    const productP95 = results[0].p95;
    const verdict = productP95 <= PRODUCT_LIST_P95_BUDGET_MS ? 'within' : 'OVER';
    console.log(
      `\nProduct list p95 ${productP95} ms: ${verdict} the ${PRODUCT_LIST_P95_BUDGET_MS} ms budget.`,
    );
    if (results.some((result) => result.non2xx > 0)) process.exitCode = 1;

    if (process.env.BENCH_MIXED !== 'false') {
      const single = await runMixed({ baseUrls: [baseUrl], seconds: SECONDS });
      const label = local ? `one CMS process on SQLite (seed: ${local.seedDir})` : baseUrl;
      if (!printMixed(`Mixed load, ${label}:`, single, PRODUCT_LIST_P95_BUDGET_MS)) process.exitCode = 1;
    }
  } finally {
    if (local) await local.stop();
  }
  if (process.env.BENCH_MIXED === 'false' || process.env.CMS_URL) return;
  if (!hasPostgresAndRedis()) {
    console.log('\nTwo-process run skipped: install postgresql and redis-server (apt-get) to run it.');
    return;
  }
  if (!(await mixedOnTwoProcesses())) process.exitCode = 1;
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
