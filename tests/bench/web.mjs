// `pnpm bench:web`: loads pages of the production build in headless Chromium under mobile emulation
// (Lighthouse's mobile profile: 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down) and prints, per page,
// the compressed JavaScript transferred (in all, and added to the shell's own first load by the
// page's sections), the number of requests, the LCP and the element it was measured on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApp } from '../../shell/server/app.mjs';
import { startCms } from '../../shell/server/cms-process.mjs';
import { chromiumLaunchOptions } from '../support/chromium.mjs';

const SITE_PORT = 4273;
const CMS_PORT = 1339;
const base = `http://127.0.0.1:${SITE_PORT}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-bench-'));
const { url: cmsUrl, child } = await startCms({
  port: CMS_PORT,
  quiet: true,
  env: {
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    AUTH_RATE_LIMIT: '1000',
  },
});
// a failed run must not leave its CMS behind on the port
process.on('exit', () => child.kill('SIGTERM'));
// started as `pnpm start` starts it: renderers warmed up before the first visitor
const app = createApp({ cmsUrl });
await app.locals.warmUp();
const server = app.listen(SITE_PORT, '127.0.0.1');

async function firstProductId() {
  const response = await fetch(`${base}/api/produits?pagination[pageSize]=1&fields[0]=Name`);
  const body = await response.json();
  return body?.data?.[0]?.documentId ?? 'inconnu';
}

/** A cart as the shop leaves it in the browser, with the first `lines` priced products. */
async function savedCart(lines) {
  const response = await fetch(
    `${base}/api/produits?pagination[pageSize]=${lines}&filters[price][$notNull]=true`,
  );
  const body = await response.json();
  const items = body.data.map((product) => ({
    id: product.documentId,
    name: product.Name,
    price: product.price,
    originalPrice: null,
    image: null,
    category: product.category,
    brand: product.Brand,
    quantity: 1,
    maxQuantity: 10,
    installationService: { wanted: false, cost: 0, discount: 0 },
  }));
  return { state: { items, couponCode: null, shippingMethod: 'standard' }, version: 1 };
}

async function benchAccount() {
  const stamp = Date.now();
  const account = { username: `bench${stamp}`, email: `bench${stamp}@exemple.ma`, password: 'Bench2026!' };
  const response = await fetch(`${base}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Cannot create the benchmark account: ${response.status}`);
  return account;
}

const allPages = [
  { label: 'Accueil', path: '/' },
  { label: 'Boutique', path: '/boutique' },
  { label: 'Produit', path: `/produit/${await firstProductId()}` },
  { label: 'Panier', path: '/panier' },
  { label: 'Panier (2)', path: '/panier', savedCart: await savedCart(2) },
  { label: 'Véhicules', path: '/vehicules-electriques' },
  { label: 'Commande', path: '/checkout', signedIn: true },
  { label: 'Compte', path: '/tableau-de-bord', signedIn: true },
  { label: 'Blog', path: '/blog' },
  { label: 'Carte', path: '/carte-bornes' },
];
// BENCH_PAGES=Boutique,Produit measures only those pages
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? allPages.filter((entry) => only.includes(entry.label)) : allPages;

const account = await benchAccount();
const browser = await chromium.launch(chromiumLaunchOptions);

async function measure({ path: pagePath, signedIn, savedCart: cart }) {
  const context = await browser.newContext({ ...devices['Moto G4'] });
  await context.addInitScript(() => {
    window.__lcp = 0;
    window.__lcpElement = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        const element = entry.element;
        window.__lcpElement = element
          ? `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('src') || '').trim().slice(0, 30)}"`
          : entry.url;
        window.__lcpEntries = [
          ...(window.__lcpEntries ?? []),
          `${entry.startTime.toFixed(0)} ms ${entry.size} px ${window.__lcpElement}`,
        ];
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // when the page's own heading is first on screen (the frame's footer can be the LCP element of a
    // page whose content comes later)
    window.__headingAt = 0;
    const watchHeading = () => {
      if (document.querySelector('main h1')) window.__headingAt = performance.now();
      else requestAnimationFrame(watchHeading);
    };
    requestAnimationFrame(watchHeading);
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (cart) {
    // as the cart store leaves them for a returning shopper: the saved cart and its line count
    await context.addCookies([
      { name: 'cm.cart.lines', value: String(cart.state.items.length), url: `${base}/panier` },
    ]);
    await context.addInitScript(
      (saved) => window.localStorage.setItem('cm.cart.v1', JSON.stringify(saved)),
      cart,
    );
  }
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${base}/connexion`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: "Email ou nom d'utilisateur" }).fill(account.email);
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/bienvenue');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, { type, url: response.url, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(base + pagePath, { waitUntil: 'load', timeout: 90_000 });
  // the page is there once its remote rendered the main heading; then let its data requests settle
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 90_000 });
  await page.waitForLoadState('networkidle', { timeout: 90_000 });
  const { lcp, lcpElement, lcpEntries, cls, headingAt } = await page.evaluate(() => ({
    lcp: window.__lcp,
    lcpElement: window.__lcpElement,
    lcpEntries: window.__lcpEntries ?? [],
    cls: window.__cls,
    headingAt: window.__headingAt,
  }));
  if (process.env.BENCH_VERBOSE) {
    for (const entry of lcpEntries) console.log(`  LCP candidate ${entry}`);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const render = navigation.serverTiming.find((entry) => entry.name === 'render')?.duration ?? 0;
      return {
        ttfb: navigation.responseStart,
        html: navigation.responseEnd,
        fcp: paint?.startTime ?? 0,
        render,
      };
    });
    console.log(
      `  TTFB ${timing.ttfb.toFixed(0)} ms (server render ${timing.render.toFixed(0)} ms), HTML ${timing.html.toFixed(0)} ms, FCP ${timing.fcp.toFixed(0)} ms`,
    );
  }
  await context.close();
  const scripts = [...requests.values()].filter((r) => r.type === 'Script');
  if (process.env.BENCH_VERBOSE) {
    for (const script of scripts)
      console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url.replace(base, '')}`);
  }
  const kb = (list) => list.reduce((sum, r) => sum + r.bytes, 0) / 1024;
  return {
    scriptUrls: new Set(scripts.map((r) => r.url)),
    requests: requests.size,
    jsKb: kb(scripts),
    // what the page's sections add to the shell's own first load (their code and the shared code they use)
    addedKb: kb(scripts.filter((r) => !shellScripts.has(r.url))),
    lcpMs: lcp,
    lcpElement,
    cls,
    headingAt,
  };
}

// The shell alone: a page of its own (sign-in) loads no section.
let shellScripts = new Set();
const shellAlone = await measure({ path: '/connexion' });
shellScripts = shellAlone.scriptUrls;
console.log(`Shell alone (/connexion): ${shellAlone.jsKb.toFixed(1)} KB of JavaScript, compressed`);
console.log(
  'page           JS total (KB, compressed)  added by the page  requests  LCP (ms, mobile)    CLS  heading (ms)  LCP element',
);
for (const entry of pages) {
  const result = await measure(entry);
  console.log(
    `${entry.label.padEnd(14)} ${result.jsKb.toFixed(1).padStart(10)}  ${result.addedKb.toFixed(1).padStart(30)}  ${String(result.requests).padStart(8)}  ${result.lcpMs.toFixed(0).padStart(8)}  ${result.cls.toFixed(3).padStart(9)}  ${result.headingAt.toFixed(0).padStart(12)}  ${result.lcpElement}`,
  );
}
await browser.close();
server.close();
child.kill('SIGTERM');
fs.rmSync(workDir, { recursive: true, force: true });
