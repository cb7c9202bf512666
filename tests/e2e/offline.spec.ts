import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { watchHydrationProblems } from '../support/hydration';
import { E2E_CMS_DATABASE_NAME, E2E_RELEASES_DIR } from '../support/ports.mjs';
import { holdReleaseStore, letGoOfReleaseStore, releases, servedVersion } from '../support/releases';
import { expect, test, type Page } from '../support/test';

// The service worker (decision 026) on a weak connection: pages seen open offline with their banner,
// a page never seen shows the offline page, a form sent offline reaches the CMS once the connection
// returns, and a release and a rollback of a section reach a page the worker controls whole.
// The rest of the suite runs without service workers (playwright.config.ts); these pages have one.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });
// this spec changes the e2e origins' production pointers: one such spec at a time
test.beforeAll(async () => {
  test.setTimeout(600_000);
  await holdReleaseStore();
});
test.afterAll(letGoOfReleaseStore);

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SAVED_BANNER =
  /^Vous êtes hors ligne : cette page est celle enregistrée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./;

const banner = (page: Page) => page.locator('#cm-offline-banner');

/**
 * The network gone for the page and for its service worker: Chromium's offline emulation does not
 * always reach the worker's own requests, so they are refused here too.
 */
const refuseWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function goOffline(context: BrowserContext) {
  await context.route('**', refuseWorkerRequests);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**', refuseWorkerRequests);
  await context.setOffline(false);
}

/** Waits until the worker controls the page and has kept its document (`pathname`). */
async function keptOnDevice(page: Page, pathname = new URL(page.url()).pathname) {
  await expect
    .poll(
      () =>
        page.evaluate(async (kept) => {
          if (!navigator.serviceWorker.controller) return false;
          const cache = await caches.open('cm-pages-v1');
          return Boolean(await cache.match(kept));
        }, pathname),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('pages seen open offline with a banner saying since when; a page never seen shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/boutique');
  await keptOnDevice(page);
  const productLink = page.getByRole('main').getByTestId('product-card').first().getByRole('link').first();
  const productPath = new URL((await productLink.getAttribute('href'))!, page.url()).pathname;
  await page.goto(productPath);
  const productTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await keptOnDevice(page);
  await page.goto('/carte-bornes');
  await expect(page.getByTestId('stations-count')).toBeVisible();
  const stationsCount = await page.getByTestId('stations-count').textContent();
  await keptOnDevice(page);
  expect(await banner(page).count()).toBe(0);

  await goOffline(context);
  try {
    await page.reload();
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await expect(banner(page)).toContainText('les prix et les disponibilités affichés datent de ce moment');
    await expect(page.getByTestId('stations-count')).toHaveText(stationsCount!);

    await page.goto(productPath);
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productTitle!);

    // a link followed inside the app while offline: the page the worker kept, not a section's error
    await page.getByRole('banner').getByRole('link', { name: 'Carte' }).click();
    await expect(page).toHaveURL(/\/carte-bornes$/);
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await expect(page.getByTestId('stations-count')).toHaveText(stationsCount!);

    await page.goto('/boutique');
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await expect(page.getByRole('main').getByTestId('product-card').first()).toBeVisible();

    // never opened here: the offline page, with what is available
    await page.goto('/faq', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
    await expect(page.getByText("Cette page n'a pas encore été ouverte sur cet appareil")).toBeVisible();
    const available = page.getByRole('list');
    await expect(available.getByRole('link', { name: productTitle!, exact: false })).toBeVisible();
    await expect(available.locator('a[href="/boutique"]')).toBeVisible();
    await expect(available.locator('a[href="/carte-bornes"]')).toBeVisible();

    // checkout never runs from the device, and says why
    await page.goto('/checkout', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { name: 'La commande et le paiement demandent une connexion' }),
    ).toBeVisible();
  } finally {
    await goOnline(context);
  }

  // online again: the live page, no banner
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productTitle!);
  expect(await banner(page).count()).toBe(0);
});

const SAVED_PRICE = /^Prix au \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, susceptible d'avoir changé$/;
const SAVED_STOCK = /^Stock au \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, non vérifié hors ligne$/;
const UNCHECKED_PRICE = 'Prix non vérifié hors ligne';
/** Any mark of a figure that may be out of date. */
const ANY_MARK = /susceptible d'avoir changé|non vérifié hors ligne/;

/** Each card of `cards` with a price (not 'Prix sur demande') shows its price marked as of the saving. */
async function eachPriceMarked(cards: ReturnType<Page['getByTestId']>, price: string) {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  let priced = 0;
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    if ((await card.locator(price).textContent())?.includes('MAD')) {
      priced += 1;
      await expect(card.getByText(SAVED_PRICE)).toBeVisible();
    } else await expect(card.getByText(SAVED_PRICE)).toHaveCount(0);
  }
  expect(priced).toBeGreaterThan(0);
}

test("a saved cart opened offline without its lines' code keeps its served lines, which answer once the connection returns", async ({
  page,
  context,
}) => {
  const main = page.getByRole('main');
  await page.goto('/boutique');
  await keptOnDevice(page);
  const orderable = main
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: /^Ajouter au panier : /, disabled: false }) })
    .first();
  await orderable.getByRole('button', { name: /^Ajouter au panier : / }).click();
  await page.goto('/panier');
  const line = main.getByRole('group', { name: /^Quantité de / });
  await expect(line).toHaveCount(1);
  await keptOnDevice(page);
  await page.waitForLoadState('networkidle');
  // as if the page had been left before the lines' code (a chunk of its own) arrived: not kept
  const forgotten = await page.evaluate(async () => {
    const cache = await caches.open('cm-code-v1');
    const lines = (await cache.keys()).filter((request) => /\/cart-contents\.[\w]+\.js$/.test(request.url));
    await Promise.all(lines.map((request) => cache.delete(request)));
    return lines.length;
  });
  expect(forgotten, "the lines' chunk had been kept").toBe(1);

  const hydrationProblems = watchHydrationProblems(page);
  await goOffline(context);
  try {
    await page.reload();
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await expect(line, 'the served line, readable').toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html'), 'the page responds').toHaveAttribute('data-interactive', 'true');
    await expect(line, 'still the served line, not the section error').toBeVisible();
    await expect(page.getByText('Section momentanément indisponible')).toHaveCount(0);
  } finally {
    await goOnline(context);
  }
  // the connection back: the lines' code arrives and the served line answers
  const plus = line.getByRole('button', { name: /^Augmenter la quantité de / });
  await plus.click();
  await expect(line.getByTestId(/^quantity-/)).toHaveText('2');
  expect(hydrationProblems()).toEqual([]);
});

test('offline, each price and stock figure of a saved page says it may be out of date; online, none does', async ({
  page,
  context,
}) => {
  const main = page.getByRole('main');
  const interactive = () => expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.goto('/boutique');
  await keptOnDevice(page);
  await interactive();
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText(ANY_MARK)).toHaveCount(0);
  // a product with a price, in stock: put in the cart, and its page seen
  const orderable = main
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: /^Ajouter au panier : /, disabled: false }) })
    .first();
  const productLink = orderable.getByRole('link').first();
  const productPath = new URL((await productLink.getAttribute('href'))!, page.url()).pathname;
  await orderable.getByRole('button', { name: /^Ajouter au panier : / }).click();
  await page.goto(productPath);
  await keptOnDevice(page);
  await page.goto('/panier');
  await expect(
    main.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Retirer/ }) }),
  ).toHaveCount(1);
  await keptOnDevice(page);
  // the lines are served; their code (a chunk of its own) arrives while the page hydrates, and the
  // marks below are drawn by it (a page left before it shows its served lines offline, unmarked: the
  // test above): the visit ends once it is kept too
  await page.waitForLoadState('networkidle');
  await page.goto('/vehicules-electriques');
  await expect(main.getByTestId('vehicle-card').first()).toBeVisible();
  await keptOnDevice(page);

  await goOffline(context);
  try {
    await page.reload();
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await eachPriceMarked(main.getByTestId('vehicle-card'), '.vehicle-card__price');

    await page.goto('/boutique');
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await eachPriceMarked(main.getByTestId('product-card'), '[data-testid="price"]');

    await page.goto(productPath);
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    await expect(main.getByText(SAVED_PRICE)).toHaveCount(1);
    await expect(main.getByText(SAVED_PRICE)).toBeVisible();
    await expect(main.getByText(SAVED_STOCK)).toBeVisible();

    // the cart's figures are the browser's, from when the product was added: not checked, undated
    await page.goto('/panier');
    await expect(banner(page)).toHaveText(SAVED_BANNER);
    const line = main.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Retirer/ }) });
    await expect(line.getByText(UNCHECKED_PRICE)).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Récapitulatif de la commande' }).getByText(UNCHECKED_PRICE),
    ).toBeVisible();
  } finally {
    await goOnline(context);
  }

  // online: the live pages, no mark once they respond
  for (const path of ['/boutique', productPath, '/panier', '/vehicules-electriques']) {
    await page.goto(path);
    await interactive();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await banner(page).count()).toBe(0);
    await expect(page.getByText(ANY_MARK)).toHaveCount(0);
  }
});

/** The contact messages the e2e CMS stored with this subject (read from its SQLite file). */
function storedMessages(subject: string): number {
  const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare: (sql: string) => { get: (value: string) => { count: number } }; close: () => void };
  const database = new Database(fs.readFileSync(E2E_CMS_DATABASE_NAME, 'utf8'), { readonly: true });
  try {
    return database.prepare('SELECT COUNT(*) AS count FROM contact_messages WHERE subject = ?').get(subject)
      .count;
  } finally {
    database.close();
  }
}

test('a contact message sent offline is kept, then reaches the CMS once when the connection returns', async ({
  page,
  context,
}) => {
  const subject = `Hors ligne ${Date.now().toString(36)}`;
  await page.goto('/contact');
  await keptOnDevice(page);
  const form = page.getByRole('form', { name: 'Envoyer un message' });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Salma Bennani');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('salma@exemple.ma');
  await form.getByRole('textbox', { name: /^Sujet/ }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('Écrit dans le parking, sans réseau.');

  await goOffline(context);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Hors ligne : gardé sur cet appareil, envoyé dès le retour de la connexion.',
  );
  await expect(
    page.getByText(
      "Vous êtes hors ligne : nous gardons votre message sur cet appareil et l'enverrons dès le retour de la connexion.",
    ),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('');
  await page.waitForTimeout(1_000);
  expect(storedMessages(subject)).toBe(0);

  await goOnline(context);
  await expect(page.getByText('Connexion retrouvée : nous avons bien transmis votre message.')).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => storedMessages(subject)).toBe(1);

  // a next visit asks the worker to send what it kept: nothing is left to send twice
  await page.reload();
  await page.waitForTimeout(2_000);
  expect(storedMessages(subject)).toBe(1);
});

const liveShopVersion = (): string =>
  JSON.parse(fs.readFileSync(path.join(E2E_RELEASES_DIR, 'environments', 'production.json'), 'utf8')).apps[
    'mf-shop'
  ].version;

/**
 * Another build of the live shop, without building: the live release's files, one changed (a new
 * content hash, so a new version), released with `--from` as a CI artifact would be.
 */
function anotherShopBuild(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-shop-'));
  fs.cpSync(path.join(E2E_RELEASES_DIR, 'mf-shop', liveShopVersion()), folder, { recursive: true });
  fs.rmSync(path.join(folder, 'release.json'), { force: true });
  for (const compressed of ['remoteEntry.js.br', 'remoteEntry.js.gz'])
    fs.rmSync(path.join(folder, compressed), { force: true });
  fs.appendFileSync(path.join(folder, 'remoteEntry.js'), `\n// offline e2e ${Date.now()}\n`);
  return folder;
}

/** The versions of mf-shop the current document loaded files of (from the worker's cache or the network). */
function shopVersionsOfPage(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => /\/remotes\/mf-shop\/([^/]+)\//.exec(new URL(entry.name).pathname)?.[1])
        .filter((version): version is string => Boolean(version)),
    ),
  ]);
}

/** The mf-shop release the document names (its remotes block, as the server rendered it). */
const shopVersionNamed = (page: Page) =>
  page.evaluate(
    () => /\/remotes\/mf-shop\/([^/]+)\//.exec(document.getElementById('cm-remotes')?.textContent ?? '')?.[1],
  );

test('a release and a rollback of the shop reach a page the worker controls whole, at its next navigation', async ({
  page,
}) => {
  const versionA = liveShopVersion();
  const hydrationProblems = watchHydrationProblems(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/boutique');
  await keptOnDevice(page);
  const firstProduct = page.getByRole('main').getByTestId('product-card').first().getByRole('link').first();

  const build = anotherShopBuild();
  try {
    const released = await releases('release', 'mf-shop', '--from', build, '--notes', 'Hors ligne e2e');
    expect(released.code, released.output).toBe(0);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
  const versionB = liveShopVersion();
  expect(versionB).not.toBe(versionA);
  // the origin reads the environment's pointers every second
  await expect.poll(() => servedVersion(page, 'mf_shop'), { timeout: 10_000 }).toBe(versionB);

  // the page booted on A (and kept by the worker): its next navigation into the shop is B, whole
  await page.evaluate(() => ((window as unknown as { bootedOnA: boolean }).bootedOnA = true));
  await firstProduct.click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  expect(await page.evaluate(() => 'bootedOnA' in window)).toBe(false);
  expect(await shopVersionNamed(page)).toBe(versionB);
  expect(await shopVersionsOfPage(page)).toEqual([versionB]);
  expect(await banner(page).count()).toBe(0);

  const rolledBack = await releases('rollback', 'mf-shop', '--to', versionA);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(liveShopVersion()).toBe(versionA);
  await expect.poll(() => servedVersion(page, 'mf_shop'), { timeout: 10_000 }).toBe(versionA);

  // the worker never pins the page to B: its next navigation is A again, whole
  await page.evaluate(() => ((window as unknown as { bootedOnB: boolean }).bootedOnB = true));
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Panier/ })
    .click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  expect(await page.evaluate(() => 'bootedOnB' in window)).toBe(false);
  expect(await shopVersionNamed(page)).toBe(versionA);
  expect(await shopVersionsOfPage(page)).toEqual([versionA]);
  await page.reload();
  expect(await shopVersionNamed(page)).toBe(versionA);
  expect(await shopVersionsOfPage(page)).toEqual([versionA]);
  expect(hydrationProblems()).toEqual([]);
  expect(errors).toEqual([]);
});
