#!/usr/bin/env node
// Load benchmark of the catalogue endpoints: 20 connections for 10 s each (BENCH_CONNECTIONS,
// BENCH_SECONDS). Uses CMS_URL when given, otherwise starts a seeded CMS on a throw-away database.
// Budget: product list p95 ≤ 30 ms.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { freePort } = require('../test/helpers/cms.js');

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PRODUCT_LIST_P95_BUDGET_MS = 30;

const waitUntilReady = async (baseUrl, child, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the CMS stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/_health`)).status === 204) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the CMS did not become ready in time');
};

/** A CMS on a temporary SQLite file, seeded from data/seed (or the test fixtures when it is empty). */
const startLocalCms = async () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-cms-bench-'));
  const port = await freePort();
  const seedDir = fs.existsSync(path.join(CMS_DIR, 'data/seed/products.json'))
    ? 'data/seed'
    : 'test/fixtures/seed';
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: CMS_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATABASE_FILENAME: path.join(tmpDir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
      MAIL_OUTBOX_FILE: path.join(tmpDir, 'outbox.json'),
      SEED_DIR: seedDir,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child);
  return {
    baseUrl,
    seedDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(tmpDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
};

/** Nearest-rank percentile in milliseconds, to one decimal. */
const percentile = (sorted, p) => {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
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

const json = async (url) => (await fetch(url)).json();

const main = async () => {
  const local = process.env.CMS_URL ? null : await startLocalCms();
  const baseUrl = (process.env.CMS_URL || local.baseUrl).replace(/\/+$/, '');
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
  } finally {
    if (local) await local.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
