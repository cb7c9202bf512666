// `pnpm bench:releases`: releases and rollbacks of mf-shop while the production origin serves a mixed
// load at 200 requests/s (pages, scripts, the remotes file, API reads): errors, non-2xx and latency
// over the whole run, and the time from `pnpm release` (a build made before, as a CI artifact) to the
// origin serving it. Run after `pnpm build`; the origin has a release store of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { firstProductId, startBenchCms, startOrigin } from './bench-site.mjs';
import { PAGE_HEADERS, load } from './load.mjs';
import { printTable, verdict } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'shell/server/releases/cli.mjs');
const SWITCHES = 10;
const RATE = 200;
const CONNECTIONS = 20;
const BUDGET_P95_MS = 100;
const run = promisify(execFile);

/** A second build of mf-shop, as a team's next release: the current one with one chunk changed. */
function nextBuild() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-mf-shop-next-'));
  fs.cpSync(path.join(ROOT, 'mf-shop', 'dist'), folder, { recursive: true });
  const chunks = path.join(folder, 'static', 'js');
  const chunk = fs.readdirSync(chunks).find((file) => file.endsWith('.js'));
  fs.appendFileSync(path.join(chunks, chunk), '\n;');
  for (const compressed of ['.br', '.gz']) fs.rmSync(path.join(chunks, chunk + compressed), { force: true });
  return folder;
}

const liveShop = async (base) =>
  (await (await fetch(`${base}/remotes.json`)).json()).remotes.find((remote) => remote.name === 'mf_shop');

async function releases(env, ...args) {
  const { stdout } = await run(process.execPath, [CLI, ...args], { cwd: ROOT, env, timeout: 120_000 });
  return stdout;
}

const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-bench-releases-'));
const cms = await startBenchCms();
const origin = await startOrigin({ cmsUrl: cms.url, env: { RELEASES_DIR: releasesDir } });
const env = { ...process.env, RELEASES_DIR: releasesDir, CMS_URL: cms.url, RELEASED_BY: 'bench' };
try {
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Releases under load on ${os.cpus().length} cores shared with the load generator and the release commands (load average ${loadAverage} at start).`,
  );
  const versionA = (await liveShop(origin.base)).version;

  // the time from the command to the origin serving the new release
  const started = performance.now();
  const releasing = releases(env, 'release', 'mf-shop', '--from', nextBuild(), '--notes', 'bench');
  let versionB = versionA;
  while (versionB === versionA) {
    versionB = (await liveShop(origin.base)).version;
    if (versionB === versionA) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const liveAfterMs = performance.now() - started;
  await releasing;
  const commandMs = performance.now() - started;
  console.log(
    `\npnpm release mf-shop (a build made before): live after ${(liveAfterMs / 1000).toFixed(1)} s; the command ended after ${(commandMs / 1000).toFixed(1)} s (checks, switch, collection of old versions).`,
  );

  const productId = await firstProductId(origin.base);
  const shell = await (await fetch(`${origin.base}/remotes.json`)).json();
  const shellPage = await (await fetch(`${origin.base}/connexion`, { headers: PAGE_HEADERS })).text();
  const mainScript = /src="(\/static\/js\/main\.[0-9a-f]+\.js)"/.exec(shellPage)?.[1] ?? '/static/js/main.js';
  const requests = [
    { path: '/', headers: PAGE_HEADERS },
    { path: '/boutique', headers: PAGE_HEADERS },
    { path: `/produit/${productId}`, headers: PAGE_HEADERS },
    { path: mainScript, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    // both releases' entries: pages opened on either keep loading them
    { path: `/remotes/mf-shop/${versionA}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } },
    { path: `/remotes/mf-shop/${versionB}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } },
    { path: '/remotes.json' },
    { path: '/api/produits?pagination[pageSize]=20&sort=Name:asc' },
    { path: `/api/produits/${productId}` },
  ];
  console.log(`(shell ${shell.shell}; mf-shop ${versionA} and ${versionB})`);

  // switches during the load: A and B in turn, each through the command's checks
  const switchTimes = [];
  let switching = true;
  const switches = (async () => {
    for (let index = 0; index < SWITCHES; index += 1) {
      const target = index % 2 === 0 ? versionA : versionB;
      const begun = performance.now();
      await releases(env, 'rollback', 'mf-shop', '--to', target);
      switchTimes.push(performance.now() - begun);
    }
    switching = false;
  })();
  const rounds = [];
  while (switching) {
    rounds.push(
      await load({ base: origin.base, requests, connections: CONNECTIONS, seconds: 5, overallRate: RATE }),
    );
  }
  await switches;
  const all = {
    answers: rounds.reduce((sum, round) => sum + round.ok + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    p95: Math.max(...rounds.map((round) => round.p95)),
    perSecond: rounds.reduce((sum, round) => sum + round.perSecond, 0) / rounds.length,
  };
  console.log(
    `\n${SWITCHES} switches of mf-shop (rollback --to, each checked) during ${rounds.length * 5} s of mixed load at ${RATE} req/s (${CONNECTIONS} connections):`,
  );
  printTable(
    ['answers', 'req/s', 'errors', 'non-2xx', 'p95 ms (worst 5 s)', 'switch s (median)', 'budget'],
    [
      [
        all.answers,
        all.perSecond.toFixed(0),
        all.errors,
        all.non2xx,
        all.p95.toFixed(0),
        (switchTimes.sort((a, b) => a - b)[Math.floor(switchTimes.length / 2)] / 1000).toFixed(1),
        `${all.errors === 0 && all.non2xx === 0 ? 'PASS' : 'FAIL'} (0 errors, 0 non-2xx)  ${verdict(all.p95, '≤', BUDGET_P95_MS, 'ms')}`,
      ],
    ],
  );
  const history = JSON.parse(
    fs.readFileSync(path.join(releasesDir, 'environments', 'production.json'), 'utf8'),
  );
  console.log(`  live now: mf-shop ${history.apps['mf-shop'].version} (revision ${history.revision})`);
} finally {
  origin.stop();
  await cms.stop();
  fs.rmSync(releasesDir, { recursive: true, force: true });
}
