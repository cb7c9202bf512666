// `pnpm bench:web`: the pages of the production build (served by the production origin) in headless
// Debian Chromium, three ways:
// 1. Playwright under the mobile profile applied for real (./mobile.mjs): the compressed JavaScript
//    transferred (in all, and added to the shell's own first load by the page's sections), the HTML,
//    the number of requests, LCP, CLS, when the page's heading appears and the LCP element.
// 2. Lighthouse with its default (mobile, simulated throttling) settings: score, LCP, TBT, CLS and
//    compressed JavaScript, beside a plain calibration page measured in the same run, so that load on
//    this shared machine is not read as the product's cost.
// 3. 'Ajouter au panier' on a server-rendered product page: delay from paint to a tap that works.
// 4. Early interactions (./early-interactions.mjs): each control of issue 24 used once at first paint:
//    lost, doubled, and the delay from its region's hydration to its effect.
// BENCH_ONLY=early runs only 4 (with Lighthouse on the calibration page alone, for the host's CPU
// benchmark index).
// BENCH_ONLY=first-load runs only 1 (the JavaScript each page loads first, the shell's budget).
// BENCH_ROUNDS=3 runs everything three times and prints medians; BENCH_PAGES=Boutique,Produit measures
// some pages; BENCH_VERBOSE=1 lists scripts, LCP candidates and server timing.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { measureAddToCart } from './add-to-cart.mjs';
import { measureEarlyInteractions } from './early-interactions.mjs';
import {
  cartCookies,
  firstArticlePath,
  firstProductId,
  firstVehiclePath,
  pricedProducts,
  startBenchCms,
  startOrigin,
} from './bench-site.mjs';
import { startCalibrationPage } from './calibration.mjs';
import { measureInstallability, printInstallability } from './installable.mjs';
import { forgetOrigin, openLighthouseBrowser, runLighthouse } from './lighthouse.mjs';
import { MOBILE_DEVICE, throttle } from './mobile.mjs';
import { printEarlyInteractions, printWebReport } from './web-report.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const EARLY_ONLY = process.env.BENCH_ONLY === 'early';
const FIRST_LOAD_ONLY = process.env.BENCH_ONLY === 'first-load';
const cms = await startBenchCms();
const origin = await startOrigin({ cmsUrl: cms.url });
const { base } = origin;

/** A cart as the shop leaves it in the browser, with the first `lines` priced products. */
async function savedCart(lines) {
  const items = (await pricedProducts(base, lines)).map((product) => ({
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

const productPath = `/produit/${await firstProductId(base)}`;
const allPages = [
  { label: 'Accueil', path: '/' },
  { label: 'Boutique', path: '/boutique' },
  { label: 'Produit', path: productPath },
  { label: 'Panier', path: '/panier' },
  { label: 'Panier (2)', path: '/panier', savedCart: await savedCart(2) },
  { label: 'Véhicules', path: '/vehicules-electriques' },
  { label: 'Véhicule', path: await firstVehiclePath(base) },
  { label: 'Commande', path: '/checkout', signedIn: true, savedCart: await savedCart(2) },
  { label: 'Compte', path: '/tableau-de-bord', signedIn: true },
  { label: 'Blog', path: '/blog' },
  { label: 'Article', path: await firstArticlePath(base) },
  { label: 'FAQ', path: '/faq' },
  { label: 'Carte', path: '/carte-bornes' },
];
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? allPages.filter((entry) => only.includes(entry.label)) : allPages;

const account = await benchAccount();

/** Signs the bench account in through the shell's sign-in screen. */
async function signIn(page) {
  await page.goto(`${base}/connexion`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: "Email ou nom d'utilisateur" }).fill(account.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/bienvenue');
}

/** In the page: LCP (and its element), CLS and when the page's own heading is first on screen. */
function watchPaint() {
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
  // the frame's footer can be the LCP element of a page whose content comes later
  window.__headingAt = 0;
  const watchHeading = () => {
    if (document.querySelector('main h1')) window.__headingAt = performance.now();
    else requestAnimationFrame(watchHeading);
  };
  requestAnimationFrame(watchHeading);
  // when the page responds (the shell marks <html data-interactive>), in the clock of the requests;
  // watched from the document, which has no <html> yet when this runs
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.dataset.interactive !== 'true') return;
    window.__interactiveAtEpochMs = Date.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function printServerTiming(page) {
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

const browser = await chromium.launch(chromiumLaunchOptions);
/** A section's own file: served from its release (`/remotes/<app>/<version>/…`). */
const isSectionScript = (url) => new URL(url).pathname.startsWith('/remotes/');

async function measure({ path: pagePath, signedIn, savedCart: cart }) {
  // the first load: the service worker and what it keeps come after it (measured apart, below)
  const context = await browser.newContext({ ...MOBILE_DEVICE, serviceWorkers: 'block' });
  await context.addInitScript(watchPaint);
  if (cart) {
    await context.addCookies(cartCookies(base, cart));
    await context.addInitScript(
      (saved) => window.localStorage.setItem('cm.cart.v1', JSON.stringify(saved)),
      cart,
    );
  }
  const page = await context.newPage();
  if (signedIn) await signIn(page);
  const cdp = await throttle(context, page);
  const requests = new Map();
  const askedAt = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime }) => askedAt.set(requestId, wallTime * 1000));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, { type, url: response.url, bytes: 0, askedAt: askedAt.get(requestId) }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(base + pagePath, { waitUntil: 'load', timeout: 90_000 });
  // the page is there once its remote rendered the main heading; then let its data requests settle
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 90_000 });
  // and until it responds: the code starts after the first paint, so on a slow host the network can
  // fall idle before the page's scripts were even asked for (a count of the first script alone)
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 90_000 });
  await page.waitForLoadState('networkidle', { timeout: 90_000 });
  const marks = await page.evaluate(() => ({
    lcp: window.__lcp,
    lcpElement: window.__lcpElement,
    lcpEntries: window.__lcpEntries ?? [],
    cls: window.__cls,
    headingAt: window.__headingAt,
    interactiveAt: window.__interactiveAtEpochMs,
  }));
  if (VERBOSE) {
    for (const entry of marks.lcpEntries) console.log(`  LCP candidate ${entry}`);
    await printServerTiming(page);
  }
  await context.close();
  // the first load: what the page asked for before it responded (the offline support, and what it
  // loads, come once it responds)
  const scripts = [...requests.values()].filter(
    (r) => r.type === 'Script' && !(r.askedAt > marks.interactiveAt),
  );
  if (VERBOSE) {
    for (const script of [...requests.values()].filter((r) => r.type === 'Script')) {
      const after = scripts.includes(script) ? '' : ' (after it responds)';
      console.log(
        `  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url.replace(base, '')}${after}`,
      );
    }
  }
  const kb = (list) => list.reduce((sum, r) => sum + r.bytes, 0) / 1024;
  return {
    scriptUrls: new Set(scripts.map((r) => r.url)),
    requests: requests.size,
    jsKb: kb(scripts),
    // what the page's section adds: its own files (the shared code it uses is the shell's, below)
    addedKb: kb(scripts.filter((r) => isSectionScript(r.url))),
    // the shell's files this page loads: its first load plus the shared code (design system) sections use
    shellPartKb: kb(scripts.filter((r) => !isSectionScript(r.url))),
    htmlKb: kb([...requests.values()].filter((r) => r.type === 'Document')),
    lcpMs: marks.lcp,
    lcpElement: marks.lcpElement,
    cls: marks.cls,
    headingAt: marks.headingAt,
  };
}

const lighthouseBrowser = await openLighthouseBrowser();
const calibration = await startCalibrationPage();

/** Lighthouse on a page; signed-in and saved-cart pages get their storage prepared first. */
async function lighthousePage({ path: pagePath, signedIn, savedCart: cart }) {
  const prepared = Boolean(signedIn || cart);
  if (prepared) {
    await lighthouseBrowser.prepare(async (context) => {
      // Lighthouse's storage reset is off for this run: what the pages measured before left for the
      // origin (the cart store's cookie saying 0 lines, a service worker) would be this page's too
      await forgetOrigin(context, base);
      await context.clearCookies();
      const page = await context.newPage();
      if (signedIn) await signIn(page);
      if (cart) {
        await page.goto(`${base}/remotes.json`);
        await page.evaluate(
          (saved) => window.localStorage.setItem('cm.cart.v1', JSON.stringify(saved)),
          cart,
        );
        await context.addCookies(cartCookies(base, cart));
      }
      await page.close();
      // the first load is measured without the service worker the sign-in's pages registered
      await forgetOrigin(context, base, 'service_workers,cache_storage');
    });
  }
  const result = await runLighthouse(lighthouseBrowser, base + pagePath, { keepStorage: prepared });
  if (prepared) {
    await lighthouseBrowser.prepare(async (context) => {
      await forgetOrigin(context, base);
      await context.clearCookies();
    });
  }
  return result;
}

const measureEarly = async () =>
  measureEarlyInteractions(browser, base, { labels: only, savedCart: await savedCart(1) });

const rounds = [];
for (let round = 1; round <= ROUNDS && EARLY_ONLY; round += 1) {
  const calibrated = await runLighthouse(lighthouseBrowser, calibration.url);
  rounds.push({ lighthouse: new Map([['Calibration', calibrated]]), early: await measureEarly() });
  if (ROUNDS > 1) console.error(`round ${round}/${ROUNDS} done`);
}
for (let round = 1; round <= ROUNDS && !EARLY_ONLY; round += 1) {
  // the shell alone: a page of its own (sign-in) loads no section
  const shell = await measure({ path: '/connexion' });
  const results = { shell, pages: new Map(), lighthouse: new Map() };
  for (const entry of pages) results.pages.set(entry.label, await measure(entry));
  rounds.push(results);
  if (FIRST_LOAD_ONLY) continue;
  results.lighthouse.set('Calibration', await runLighthouse(lighthouseBrowser, calibration.url));
  for (const entry of pages) results.lighthouse.set(entry.label, await lighthousePage(entry));
  results.lighthouse.set('Calibration (end)', await runLighthouse(lighthouseBrowser, calibration.url));
  results.addToCart = await measureAddToCart(browser, base + productPath);
  results.early = await measureEarly();
  if (ROUNDS > 1) console.error(`round ${round}/${ROUNDS} done`);
}

if (EARLY_ONLY) printEarlyInteractions(rounds);
else if (FIRST_LOAD_ONLY) printWebReport(rounds, { pages, productPath });
else {
  printWebReport(rounds, { pages, productPath });
  printInstallability(await measureInstallability(base, chromiumLaunchOptions));
}

await lighthouseBrowser.close();
await browser.close();
calibration.close();
origin.stop();
await cms.stop();
