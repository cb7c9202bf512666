// `pnpm bench:search`: the site search's suggestions through the production origin (autocannon,
// 20 connections, BENCH_SECONDS each, default 10): typed prefixes, whole words and typos, first
// alone, then while products are renamed through the CMS admin API (each rename is taken into the
// index before the next answer), then queries each asked once (every answer computed by the CMS:
// the starts of the words of the catalogue), and a cached catalogue read under the same load beside
// them (what the machine allows any read at that moment). Budget: p95 ≤ 30 ms
// (docs/decisions/022-site-search.md). Beside the latencies, the CPU the origin's and the CMS's
// processes spent per answer: what an answer costs whatever else shares the machine.
import fs from 'node:fs';
import { startBenchCms, startOrigin } from './bench-site.mjs';
import { load } from './load.mjs';
import { cpuMsOf } from './process-cpu.mjs';
import { printTable, verdict } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const BUDGET_P95_MS = 30;
const WRITES_PER_SECOND = 2;
const QUERIES = [
  'ca',
  'cab',
  'cable',
  'wall',
  'wallbxo',
  'tesla',
  'casab',
  'solaire',
  'livraison',
  'borne 22',
  'électrique',
  'fes',
];

// one address sends everything here: the per-address limit of real shoppers is lifted
process.env.SEARCH_RATE_LIMIT = '100000000';

/** A token of the CMS admin: the first administrator of the fresh database, or a demo back-office account. */
async function adminToken(cmsUrl) {
  const post = (path, body) =>
    fetch(`${cmsUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/admin/register-admin', {
    firstname: 'Bench',
    lastname: 'Recherche',
    email: 'bench@chargemaroc.ma',
    password: 'Bench2026!x',
  });
  if (registered.ok) return (await registered.json()).data.token;
  for (const [email, password] of [
    ['editor@chargemaroc.ma', 'Editor2026!'],
    ['owner@chargemaroc.ma', 'Owner2026!'],
  ]) {
    const login = await post('/admin/login', { email, password });
    if (login.ok) return (await login.json()).data.token;
  }
  throw new Error('No CMS administrator for the writes');
}

/** Renames products in turn, WRITES_PER_SECOND a second, until `stop()`; answers how many were written. */
function renameProductsMeanwhile(cmsUrl, token, products) {
  let writes = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    for (let turn = 0; running; turn += 1) {
      const product = products[turn % products.length];
      const response = await fetch(
        `${cmsUrl}/content-manager/collection-types/api::produit.produit/${product.documentId}`,
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ Name: turn % 2 === 0 ? `${product.Name} (édition ${turn})` : product.Name }),
        },
      ).catch(() => null);
      if (response?.ok) writes += 1;
      else failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / WRITES_PER_SECOND));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { writes, failures };
  };
}

/** Starts of the words of the catalogue's names, each once: every one a new question for the CMS. */
function newQueries() {
  const products = JSON.parse(fs.readFileSync(new URL('../../cms/data/seed/products.json', import.meta.url)));
  const vehicles = JSON.parse(fs.readFileSync(new URL('../../cms/data/seed/vehicles.json', import.meta.url)));
  const names = [...products.map((product) => product.Name), ...vehicles.map((vehicle) => vehicle.FullName)];
  const queries = new Set();
  for (const name of names) {
    const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    words.forEach((word, index) => {
      for (let end = 2; end <= word.length; end += 1) {
        queries.add(word.slice(0, end));
        if (index > 0) queries.add(`${words[index - 1]} ${word.slice(0, end)}`);
      }
    });
  }
  return [...queries].map((query) => `/api/search/suggest?q=${encodeURIComponent(query)}`);
}

/** One request that asks the next of `paths` at each sending, whichever connection sends it. */
function eachOnce(paths) {
  let next = 0;
  return [
    {
      path: paths[0],
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
}

const requests = QUERIES.map((query) => ({ path: `/api/search/suggest?q=${encodeURIComponent(query)}` }));

const cms = await startBenchCms();
const origin = await startOrigin({ cmsUrl: cms.url });
/** `load(options)` with the CPU the origin and the CMS spent on it (every process of each). */
async function measured(options) {
  const before = { origin: cpuMsOf([origin.pid]), cms: cpuMsOf([cms.pid]) };
  const result = await load(options);
  const answers = Math.max(result.ok, 1);
  result.originCpuMs = (cpuMsOf([origin.pid]) - before.origin) / answers;
  result.cmsCpuMs = (cpuMsOf([cms.pid]) - before.cms) / answers;
  return result;
}
try {
  // warm-up: the index is built at the first question
  await fetch(`${origin.base}/api/search/suggest?q=borne`);
  const quiet = await measured({ base: origin.base, requests, connections: CONNECTIONS, seconds: SECONDS });
  // the same load on a cached catalogue read: what the machine allows any read right now
  const calibration = await measured({
    base: origin.base,
    requests: [{ path: '/api/produits?pagination[pageSize]=3&fields[0]=Name&sort=Name:asc' }],
    connections: CONNECTIONS,
    seconds: SECONDS,
  });

  const token = await adminToken(cms.url);
  const products = (
    await (await fetch(`${cms.url}/api/produits?pagination[pageSize]=5&fields[0]=Name&sort=Name:asc`)).json()
  ).data;
  const stopWrites = renameProductsMeanwhile(cms.url, token, products);
  const busy = await measured({ base: origin.base, requests, connections: CONNECTIONS, seconds: SECONDS });
  const { writes, failures } = await stopWrites();
  const fresh = newQueries();
  const computed = await measured({
    base: origin.base,
    requests: eachOnce(fresh),
    connections: CONNECTIONS,
    seconds: SECONDS,
  });

  console.log(`\nSuggestions through the origin, ${CONNECTIONS} connections, ${SECONDS} s each:`);
  const row = (name, result) => [
    name,
    result.okPerSecond.toFixed(0),
    result.p50.toFixed(1),
    result.p95.toFixed(1),
    result.p99.toFixed(1),
    result.originCpuMs.toFixed(2),
    result.cmsCpuMs.toFixed(2),
    result.errors,
    result.non2xx,
    verdict(result.p95, '≤', BUDGET_P95_MS, 'ms'),
  ];
  printTable(
    [
      'case',
      'answers/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'origin CPU ms/answer',
      'CMS CPU ms/answer',
      'errors',
      'non-2xx',
      'budget',
    ],
    [
      row('alone', quiet),
      row(`during ${writes} renames (${failures} failed)`, busy),
      row(`each query new (${fresh.length} of them, ${computed.ok} answered)`, computed),
      row('calibration: a cached catalogue read', calibration),
    ],
  );
} finally {
  origin.stop();
  await cms.stop();
}
process.exit(0);
