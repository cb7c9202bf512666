// What the benchmarks run against: a seeded CMS on a throw-away database and the production origin
// (`shell/server/start.mjs`, as `pnpm serve` starts it), each on a free port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCms } from '../../shell/server/cms-process.mjs';
import freePortHelper from '../../cms/test/helpers/free-port.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on right now, chosen by the system. */
export const { freePort } = freePortHelper;

/** A seeded CMS on a throw-away SQLite file; `await stop()` ends it and removes the file. */
export async function startBenchCms() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-bench-'));
  const { url, child } = await startCms({
    port: await freePort(),
    quiet: true,
    // its first start seeds the catalogue: slow on a busy machine
    timeoutMs: 300_000,
    env: {
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      AUTH_RATE_LIMIT: '100000',
    },
  });
  // a failed run must not leave its CMS behind
  process.on('exit', () => child.kill('SIGTERM'));
  return {
    url,
    pid: child.pid,
    // the database is removed once the CMS has exited (it writes while it shuts down)
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The production origin in its own process group (it may fork workers), with `env` added, e.g.
 * `{ PAGE_CACHE: 'off' }`. Resolves once it serves `/remotes.json`.
 */
export async function startOrigin({ cmsUrl, env = {}, timeoutMs = 120_000 }) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'shell/server/start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: cmsUrl,
      // a release store of its own: the origin makes the builds just measured live in it
      RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-bench-releases-')),
      ...env,
    },
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`The origin on port ${port} stopped (${signal ?? `exit code ${code}`}).`);
  });
  const stop = () => {
    stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${base}/remotes.json`))) {
    if (child.exitCode !== null) throw new Error(`The origin exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The origin did not answer in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid, stop };
}

/** The first product of the catalogue by name: its documentId (product pages are /produit/{id}). */
export async function firstProductId(base) {
  const response = await fetch(`${base}/api/produits?pagination[pageSize]=1&sort=Name:asc&fields[0]=Name`);
  const id = (await response.json())?.data?.[0]?.documentId;
  if (!id) throw new Error('The CMS has no product: is it seeded?');
  return id;
}

/** The address of the first vehicle page and of the first article, for the pages measured. */
export async function firstVehiclePath(base) {
  const response = await fetch(`${base}/api/vehicules?pagination[pageSize]=1&fields[0]=slug`);
  const id = (await response.json())?.data?.[0]?.documentId;
  if (!id) throw new Error('The CMS has no vehicle: is it seeded?');
  return `/vehicule-electrique/${id}`;
}

export async function firstArticlePath(base) {
  const response = await fetch(`${base}/api/articles?pagination[pageSize]=1&fields[0]=slug`);
  const slug = (await response.json())?.data?.[0]?.slug;
  if (!slug) throw new Error('The CMS has no article: is it seeded?');
  return `/blog/${slug}`;
}

/** The first `count` priced products, with the fields the cart keeps. */
export async function pricedProducts(base, count) {
  const response = await fetch(
    `${base}/api/produits?pagination[pageSize]=${count}&sort=Name:asc&filters[price][$notNull]=true`,
  );
  return (await response.json()).data;
}

/**
 * The cookies the cart store leaves for /panier's server (shared/src/stores/cart-storage.ts): its
 * number of lines, and the cart itself (it fits: the bench's carts hold one or two lines). Path=/panier:
 * the store's own cookies, which a page seen before has set, are replaced and not sent beside them.
 */
export function cartCookies(base, saved) {
  const { items, couponCode, shippingMethod } = saved.state;
  const cookie = (name, value) => ({ name, value, domain: new URL(base).hostname, path: '/panier' });
  return [
    cookie('cm.cart.lines', String(items.length)),
    cookie('cm.cart.view', encodeURIComponent(JSON.stringify({ items, couponCode, shippingMethod }))),
  ];
}
