import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { releasesOrThrow, servedVersion } from '../support/releases';
import { expect, test } from '../support/test';
import { E2E_RELEASES_DIR } from '../support/ports.mjs';
// @ts-expect-error the release store is JavaScript with JSDoc types
import { publishRelease } from '../../shell/server/releases/release-store.mjs';

// The back office through the real admin at /admin on the shop's origin: a product owner switches a
// section off and on and picks the previous version of another, the shop follows within seconds, the
// change log names the owner; an editor sees neither sections nor orders. It changes the production
// sections of the e2e origin: its project runs once every other spec has (playwright.config.ts);
// alone: `pnpm exec playwright test e2e/back-office.spec.ts --no-deps`.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LIVE_WITHIN_MS = 5_000;
const UNAVAILABLE = 'Section momentanément indisponible';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const sectionsList = '/admin/content-manager/collection-types/api::section.section';
const changeLogList = '/admin/content-manager/collection-types/api::change-log.change-log';

/** What the origin's Content Security Policy refused on the back office's pages. */
const refusedByPolicy: string[] = [];

async function signIn(browser: Browser, email: string, password: string) {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  await page.goto('/admin', { waitUntil: 'load' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
  return page;
}

async function openSection(admin: Page, name: string) {
  await admin.goto(sectionsList, { waitUntil: 'load' });
  await admin.getByRole('gridcell', { name, exact: true }).click();
  await expect(admin.getByRole('heading', { name })).toBeVisible();
}

/** Chooses, in the open section's version picker, the release whose label has `text`. */
async function pickRelease(admin: Page, text: string) {
  const picker = admin.getByRole('combobox', { name: 'release' });
  await picker.click();
  await picker.pressSequentially(text);
  await admin
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

/** Saves the entry open in the admin; answers when the CMS said it was saved. */
async function save(admin: Page) {
  const saved = admin.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('api::section.section'),
    { timeout: 120_000 },
  );
  await admin.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  return Date.now();
}

/** Asks for `url` until its HTML passes `check`, at most LIVE_WITHIN_MS; answers how long it took. */
async function untilServed(page: Page, url: string, check: (html: string) => boolean, since: number) {
  await expect(async () => {
    const response = await page.request.get(url);
    expect(check(await response.text())).toBe(true);
  }).toPass({ timeout: LIVE_WITHIN_MS - (Date.now() - since), intervals: [100] });
  return Date.now() - since;
}

let previousShop: string;
let currentShop: string;

test.beforeAll(async () => {
  // a second release of mf-shop goes live (the build as it is, marked), so that the one live now
  // becomes the previous version a product owner can go back to
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-shop-copy-'));
  fs.cpSync(path.join(ROOT, 'mf-shop', 'dist'), copy, { recursive: true });
  fs.writeFileSync(path.join(copy, 'back-office-e2e.txt'), `${Date.now()}\n`);
  const { record } = publishRelease({
    root: E2E_RELEASES_DIR,
    app: 'mf-shop',
    notes: 'version suivante (e2e)',
    folders: { browser: copy, server: path.join(copy, 'server') },
  });
  fs.rmSync(copy, { recursive: true, force: true });
  const live = JSON.parse(
    fs.readFileSync(path.join(E2E_RELEASES_DIR, 'environments', 'production.json'), 'utf8'),
  );
  previousShop = live.apps['mf-shop'].version;
  currentShop = record.version;
  await releasesOrThrow('rollback', 'mf-shop', '--to', currentShop);
  await releasesOrThrow('enable', 'mf-stations');
});

// whatever happened, the map is on again for whoever comes next
test.afterAll(() => releasesOrThrow('enable', 'mf-stations'));

test("a product owner's switches reach the shop within seconds and are recorded under their name", async ({
  page,
  browser,
}) => {
  // a visitor's map page, cached by the origin before the switch
  await page.goto('/carte-bornes');
  await expect(page.getByRole('heading', { name: 'Carte des bornes de recharge' })).toBeVisible();
  await page.goto('/carte-bornes');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carte' })).toBeVisible();

  const admin = await signIn(browser, 'owner@chargemaroc.ma', 'Owner2026!');
  await openSection(admin, 'mf-stations · production');
  await admin.getByRole('checkbox', { name: 'enabled' }).click();
  const switchedOff = await save(admin);
  const offAfter = await untilServed(
    page,
    '/carte-bornes',
    (html) => html.includes(UNAVAILABLE),
    switchedOff,
  );
  console.log(`mf-stations off: served ${offAfter} ms after the save`);
  await page.goto('/carte-bornes');
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carte' })).toHaveCount(0);

  await admin.getByRole('checkbox', { name: 'enabled' }).click();
  const switchedOn = await save(admin);
  const onAfter = await untilServed(page, '/carte-bornes', (html) => !html.includes(UNAVAILABLE), switchedOn);
  console.log(`mf-stations on: served ${onAfter} ms after the save`);
  await page.goto('/carte-bornes');
  await expect(page.getByRole('heading', { name: 'Carte des bornes de recharge' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carte' })).toBeVisible();

  // the previous version of mf-shop, picked among the releases (checked as `pnpm rollback` does)
  expect(await servedVersion(page, 'mf_shop')).toBe(currentShop);
  await openSection(admin, 'mf-shop · production');
  await expect(admin.getByRole('textbox', { name: 'previousVersion' })).toHaveValue(previousShop);
  await pickRelease(admin, previousShop);
  const rolledBack = await save(admin);
  await expect(async () => expect(await servedVersion(page, 'mf_shop')).toBe(previousShop)).toPass({
    timeout: LIVE_WITHIN_MS,
  });
  console.log(`mf-shop back to ${previousShop}: live ${Date.now() - rolledBack} ms after the save`);
  const shopFiles: string[] = [];
  page.on('request', (request) => {
    const version = /\/remotes\/mf-shop\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (version) shopFiles.push(version);
  });
  await page.goto('/boutique');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new Set(shopFiles)).toEqual(new Set([previousShop]));

  await admin.goto(changeLogList, { waitUntil: 'load' });
  for (const summary of [
    'mf-stations désactivée en production',
    'mf-stations activée en production',
    `mf-shop version ${currentShop} → ${previousShop} en production`,
  ]) {
    // newest first
    const row = admin.getByRole('row').filter({ hasText: summary }).first();
    await expect(row).toContainText('Salma Bennani (owner@chargemaroc.ma)');
  }
  // the admin runs under the shop's own policy, which it never has to break
  expect(refusedByPolicy).toEqual([]);
});

test('a product owner cannot pick a version of another section', async ({ browser }) => {
  const admin = await signIn(browser, 'owner@chargemaroc.ma', 'Owner2026!');
  await openSection(admin, 'mf-shop · production');
  await pickRelease(admin, 'mf-stations');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/est une version d’une autre application que mf-shop\./)).toBeVisible();
});

test('an editor sees neither the sections nor the orders', async ({ browser }) => {
  const admin = await signIn(browser, 'editor@chargemaroc.ma', 'Editor2026!');
  await admin.getByRole('link', { name: 'Content Manager' }).click();
  const types = admin.getByRole('navigation', { name: 'Content Manager' });
  await expect(types.getByRole('link', { name: 'Produit' })).toBeVisible();
  for (const hidden of ['Section', 'Version publiée', 'Journal des modifications', 'Commande']) {
    await expect(types.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const list of [sectionsList, '/admin/content-manager/collection-types/api::order.order']) {
    await admin.goto(list, { waitUntil: 'load' });
    await expect(admin.getByText("You don't have the permissions to access that content")).toBeVisible();
  }
});
