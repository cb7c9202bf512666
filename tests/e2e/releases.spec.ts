import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { holdReleaseStore, letGoOfReleaseStore, releases, servedVersion } from '../support/releases';
import { expect, test, type Page } from '../support/test';
import { watchHydrationProblems } from '../support/hydration';
import { E2E_RELEASES_DIR } from '../support/ports.mjs';

// A team's release of mf-shop against the running origin, as `pnpm release` / `pnpm rollback` do it:
// the shop's source is changed, built and released, then put back as it was.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHOP_PAGE = path.join(ROOT, 'mf-shop', 'src', 'features', 'catalog', 'components', 'ShopPage.tsx');
const SHARED_PACKAGE = path.join(ROOT, 'shared', 'package.json');
const NEW_INTRO = 'Nouveautés de la semaine.';
const run = promisify(execFile);

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// this spec changes the e2e origins' production pointers: one such spec at a time
test.beforeAll(async () => {
  test.setTimeout(600_000);
  await holdReleaseStore();
});
test.afterAll(letGoOfReleaseStore);

/** Runs `work` with `file` changed by `edit`, then puts the file back as it was. */
async function withEditedFile<T>(file: string, edit: (text: string) => string, work: () => Promise<T>) {
  const original = fs.readFileSync(file, 'utf8');
  const edited = edit(original);
  expect(edited, `the edit of ${path.basename(file)} changed nothing`).not.toBe(original);
  fs.writeFileSync(file, edited);
  try {
    return await work();
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** Every file of the other apps' releases, with its size and time: a release of mf-shop touches none. */
function otherAppsFiles(): string[] {
  const files: string[] = [];
  for (const app of fs.readdirSync(E2E_RELEASES_DIR)) {
    if (app === 'mf-shop' || app === 'environments') continue;
    for (const file of fs.readdirSync(path.join(E2E_RELEASES_DIR, app), {
      recursive: true,
      encoding: 'utf8',
    })) {
      const stat = fs.statSync(path.join(E2E_RELEASES_DIR, app, file));
      files.push(`${app}/${file} ${stat.size} ${stat.mtimeMs}`);
    }
  }
  return files.sort();
}

/** The versions of mf-shop whose files the page asked for. */
function watchShopVersions(page: Page): () => Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const version = /\/remotes\/mf-shop\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (version) versions.add(version);
  });
  return () => versions;
}

const intro = (page: Page) => page.getByRole('main').getByText(NEW_INTRO);

test.afterAll(async () => {
  // the shop's build folder back to the source as it is
  await run('pnpm', ['--filter', '@chargemaroc/mf-shop', 'build'], { cwd: ROOT, timeout: 180_000 });
});

test('a release reaches new visitors whole, an open page keeps working, a rollback brings the old one back', async ({
  page,
  browser,
}) => {
  const versionA = await servedVersion(page, 'mf_shop');
  const hydrationProblems = watchHydrationProblems(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto('/boutique');
  await expect(intro(page)).toHaveCount(0);
  await page.evaluate(
    () => ((window as unknown as { openedBeforeRelease: boolean }).openedBeforeRelease = true),
  );

  const othersBefore = otherAppsFiles();
  const released = await withEditedFile(
    SHOP_PAGE,
    (text) => text.replace('        {labels.intro}', `        {labels.intro} ${NEW_INTRO}`),
    () => releases('release', 'mf-shop', '--notes', 'Intro de la boutique'),
  );
  expect(released.code, released.output).toBe(0);
  expect(released.output).toMatch(/est en ligne en production \(\d+\.\d s depuis la commande\)/);
  const versionB = /mf-shop (\S+) est en ligne/.exec(released.output)?.[1];
  expect(versionB).toBeTruthy();
  expect(versionB).not.toBe(versionA);
  await expect.poll(() => servedVersion(page, 'mf_shop'), { timeout: 10_000 }).toBe(versionB);
  expect(otherAppsFiles()).toEqual(othersBefore);

  // the page opened on A: its files are still served, it still adds to the cart
  const manifestA = await page.request.get(`/remotes/mf-shop/${versionA}/mf-manifest.json`);
  expect(manifestA.status()).toBe(200);
  expect(manifestA.headers()['cache-control']).toContain('immutable');
  const card = page
    .getByRole('main')
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: /^Ajouter au panier/, disabled: false }) })
    .first();
  await card.getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(page.getByRole('link', { name: /Panier \(1 article\)/ })).toBeVisible();

  // its next navigation into the shop is a full load, served whole from B
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/produit\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'openedBeforeRelease' in window)).toBe(false);
  await expect(page.getByRole('link', { name: /Panier \(1 article\)/ })).toBeVisible();
  expect(hydrationProblems()).toEqual([]);
  expect(errors).toEqual([]);

  // a new visitor: B, server and browser parts alike
  const visitor = await browser.newPage();
  const visitorVersions = watchShopVersions(visitor);
  const visitorHydration = watchHydrationProblems(visitor);
  const html = await (await visitor.goto('/boutique'))!.text();
  expect(html).toContain(NEW_INTRO);
  await expect(intro(visitor)).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('data-interactive', 'true');
  expect([...visitorVersions()]).toEqual([versionB]);
  expect(visitorHydration()).toEqual([]);

  // rollback: A again for new visitors
  const rolledBack = await releases('rollback', 'mf-shop');
  expect(rolledBack.code, rolledBack.output).toBe(0);
  await expect.poll(() => servedVersion(page, 'mf_shop'), { timeout: 10_000 }).toBe(versionA);
  const later = await browser.newPage();
  const laterVersions = watchShopVersions(later);
  await later.goto('/boutique');
  await expect(later.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(intro(later)).toHaveCount(0);
  expect([...laterVersions()]).toEqual([versionA]);

  const listed = await releases('list');
  expect(listed.output).toContain(`${versionA}`);
  expect(listed.output).toContain('« Intro de la boutique »');
  expect(listed.output).toMatch(/changée le .+ par pnpm rollback \(e2e\)/);
});

test('a release built for a contract the shell does not provide is refused, in plain words', async ({
  page,
}) => {
  const live = await servedVersion(page, 'mf_shop');
  const refused = await withEditedFile(
    SHARED_PACKAGE,
    (text) => text.replace('"version": "0.1.0"', '"version": "0.2.0"'),
    () => releases('release', 'mf-shop'),
  );
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain("Refusé, rien n'a changé en production");
  expect(refused.output).toMatch(
    /mf-shop a été construit pour @chargemaroc\/shared\/\S+ \^0\.2\.0, mais le shell de production \(\S+\) fournit 0\.1\.0/,
  );
  expect(await servedVersion(page, 'mf_shop')).toBe(live);
  await page.goto('/boutique');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
});

test('a release whose page fails to render on the server is refused', async ({ page }) => {
  const live = await servedVersion(page, 'mf_shop');
  const refused = await withEditedFile(
    SHOP_PAGE,
    (text) =>
      text.replace(
        'function ShopHeading() {\n',
        "function ShopHeading() {\n  throw new Error('titre cassé');\n",
      ),
    () => releases('release', 'mf-shop'),
  );
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/\/boutique : (?:erreur de rendu|le rendu a échoué)/);
  expect(await servedVersion(page, 'mf_shop')).toBe(live);
  await page.goto('/boutique');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
});

test('a section switched off while a page is open shows its French unavailable message; nothing else breaks', async ({
  page,
}) => {
  await page.goto('/boutique');
  await page.evaluate(() => ((window as unknown as { openedBefore: boolean }).openedBefore = true));
  const switchedOff = await releases('disable', 'mf-stations');
  expect(switchedOff.code, switchedOff.output).toBe(0);
  const stationsEnabled = async () => {
    const live = (await (await page.request.get('/remotes.json')).json()) as {
      remotes: Array<{ name: string; enabled: boolean }>;
    };
    return live.remotes.find((remote) => remote.name === 'mf_stations')?.enabled;
  };
  try {
    await expect.poll(stationsEnabled, { timeout: 10_000 }).toBe(false);
    // the page still shows the map's entry it booted with: following it loads the page afresh
    await page.getByRole('banner').getByRole('link', { name: 'Carte' }).click();
    await expect(page).toHaveURL(/\/carte-bornes$/);
    await expect(page.getByText('Section momentanément indisponible')).toBeVisible();
    expect(await page.evaluate(() => 'openedBefore' in window)).toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carte' })).toHaveCount(0);
    await page.goto('/boutique');
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  } finally {
    const switchedOn = await releases('enable', 'mf-stations');
    expect(switchedOn.code, switchedOn.output).toBe(0);
    await expect.poll(stationsEnabled, { timeout: 10_000 }).toBe(true);
  }
});
