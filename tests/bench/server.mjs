// `pnpm bench:server`: the production origin under load (autocannon), against the budgets of
// docs/ARCHITECTURE §6. Per page: pages/s and latency at 20 connections for 10 s, with the page cache
// on (the default) and off (`PAGE_CACHE=off`); the server's own render time (`Server-Timing: render`)
// over sequential uncached requests; then a mixed load of pages, scripts, the remotes file and API
// reads at a fixed 500 requests/s. The load generator runs on the same machine as the origin.
// BENCH_SECONDS=30 loads each case longer (default 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstProductId, startBenchCms, startOrigin } from './bench-site.mjs';
import { PAGE_HEADERS, load } from './load.mjs';
import { median, percentile, printTable, verdict } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const RENDER_SAMPLES = 50;
const MIXED_RATE = 500;
const MIXED_CONNECTIONS = 50;
const BUDGET = { pagesPerSecond: 300, p95Ms: 100, renderMs: 30, mixedRateShare: 0.97 };
const SHELL_SCRIPTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shell/dist/static/js',
);

/** The shell's entry and its two largest hashed chunks, as a first visit downloads them. */
function shellScripts() {
  const files = fs
    .readdirSync(SHELL_SCRIPTS)
    .filter((file) => /\.[0-9a-f]{8}\.js$/.test(file))
    .map((file) => ({ file, size: fs.statSync(path.join(SHELL_SCRIPTS, file)).size }))
    .sort(
      (a, b) => Number(b.file.startsWith('main.')) - Number(a.file.startsWith('main.')) || b.size - a.size,
    );
  return files.slice(0, 3).map(({ file }) => `/static/js/${file}`);
}

async function pageRows(base, pages) {
  const rows = [];
  for (const page of pages) {
    const result = await load({
      base,
      requests: [{ path: page, headers: PAGE_HEADERS }],
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    // what the origin's micro-cache says of the page once loaded (X-Cache: HIT, MISS, PASS or none)
    const after = await fetch(base + page, { headers: PAGE_HEADERS }).catch(() => null);
    rows.push([
      page,
      after?.headers.get('x-cache') ?? '–',
      result.okPerSecond.toFixed(0),
      result.p50.toFixed(0),
      result.p95.toFixed(0),
      result.p99.toFixed(0),
      result.errors,
      result.non2xx,
      `${verdict(result.okPerSecond, '≥', BUDGET.pagesPerSecond, 'pages/s')}  ${verdict(result.p95, '≤', BUDGET.p95Ms, 'ms')}`,
    ]);
  }
  printTable(
    ['page', 'X-Cache', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'budget'],
    rows,
  );
}

/** The `render;dur=` of `Server-Timing` over sequential requests, one at a time. */
async function renderTimes(base, page) {
  const durations = [];
  const statuses = new Set();
  for (let sample = 0; sample < RENDER_SAMPLES; sample += 1) {
    const response = await fetch(base + page, { headers: PAGE_HEADERS }).catch((error) => error);
    if (response instanceof Error) {
      statuses.add(response.cause?.code ?? response.message);
      continue;
    }
    await response.arrayBuffer();
    statuses.add(response.status);
    const timing = response.headers.get('server-timing') ?? '';
    const duration = Number(timing.match(/render;dur=([\d.]+)/)?.[1]);
    if (Number.isFinite(duration)) durations.push(duration);
  }
  return { durations, statuses: [...statuses].join(',') };
}

async function renderRows(base, pages) {
  const rows = [];
  for (const page of pages) {
    const { durations, statuses } = await renderTimes(base, page);
    const middle = median(durations);
    rows.push([
      page,
      `${durations.length}/${RENDER_SAMPLES}`,
      statuses,
      Number.isFinite(middle) ? middle.toFixed(1) : '–',
      Number.isFinite(middle) ? percentile(durations, 95).toFixed(1) : '–',
      Number.isFinite(middle) ? verdict(middle, '≤', BUDGET.renderMs, 'ms') : 'FAIL (no Server-Timing)',
    ]);
  }
  printTable(['page', 'timed', 'status', 'render median ms', 'render p95 ms', 'budget'], rows);
}

async function mixedRun(base, pages, productId) {
  const scripts = shellScripts();
  const requests = [
    { path: pages[0], headers: PAGE_HEADERS },
    { path: scripts[0], headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { path: '/api/produits?pagination[pageSize]=20&sort=Name:asc' },
    { path: pages[1], headers: PAGE_HEADERS },
    { path: scripts[1] ?? scripts[0], headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { path: '/remotes.json' },
    { path: pages[2], headers: PAGE_HEADERS },
    { path: scripts[2] ?? scripts[0], headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { path: `/api/produits/${productId}` },
  ];
  console.log(
    `\nMixed load at ${MIXED_RATE} req/s (${MIXED_CONNECTIONS} connections, ${SECONDS} s), page cache on:`,
  );
  const result = await load({
    base,
    requests,
    connections: MIXED_CONNECTIONS,
    seconds: SECONDS,
    overallRate: MIXED_RATE,
  });
  const held = result.perSecond >= MIXED_RATE * BUDGET.mixedRateShare;
  const clean = result.errors === 0 && result.non2xx === 0;
  printTable(
    ['achieved req/s', 'errors', 'non-2xx', 'p50 ms', 'p95 ms', 'budget'],
    [
      [
        result.perSecond.toFixed(0),
        result.errors,
        result.non2xx,
        result.p50.toFixed(0),
        result.p95.toFixed(0),
        `${held ? 'PASS' : 'FAIL'} (rate ≥ ${MIXED_RATE * BUDGET.mixedRateShare})  ${clean ? 'PASS' : 'FAIL'} (0 errors)  ${verdict(result.p95, '≤', BUDGET.p95Ms, 'ms')}`,
      ],
    ],
  );
  // each connection waits for its answer: the rate reachable is about connections ÷ latency
  console.log(
    `  by request (${MIXED_CONNECTIONS} connections reach ${MIXED_RATE} req/s only while answers take ≤ ${(1000 * MIXED_CONNECTIONS) / MIXED_RATE} ms):`,
  );
  printTable(
    ['  path', 'answers', 'p50 ms', 'p95 ms', 'non-2xx'],
    result.byPath.map(({ path, count, p50, p95, non2xx }) => [
      `  ${path}`,
      count,
      p50.toFixed(0),
      p95.toFixed(0),
      non2xx,
    ]),
  );
}

const cms = await startBenchCms();
try {
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Production origin under autocannon on ${os.cpus().length} cores shared with the load generator (load average ${loadAverage} at start; other work on the machine shows in the figures).`,
  );
  for (const mode of [
    { label: 'page cache on (default)', env: {} },
    { label: 'PAGE_CACHE=off', env: { PAGE_CACHE: 'off' } },
  ]) {
    const origin = await startOrigin({ cmsUrl: cms.url, env: mode.env });
    try {
      const productId = await firstProductId(origin.base);
      const pages = ['/', '/boutique', `/produit/${productId}`];
      console.log(`\n${mode.label}: ${CONNECTIONS} connections, ${SECONDS} s per page`);
      await pageRows(origin.base, pages);
      if (mode.env.PAGE_CACHE === 'off') {
        console.log(`\nServer render time, ${RENDER_SAMPLES} sequential uncached requests per page:`);
        await renderRows(origin.base, pages);
      } else {
        await mixedRun(origin.base, pages, productId);
      }
    } finally {
      origin.stop();
    }
  }
} finally {
  await cms.stop();
}
