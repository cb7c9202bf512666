import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { E2E_CMS_PORT } from '../support/ports.mjs';

// The site search (issue 26): the header's predictive box by keyboard and pointer, on a phone and a
// wide screen, the results page, the lists' own free text, and an edit made in the CMS found at once.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Rechercher sur le site' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions de recherche' });

/** Types into the header box (its combobox code loads on focus) until suggestions are listed. */
async function typeInHeader(page: Page, text: string) {
  const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher sur le site' });
  await plain.click();
  await expect(headerBox(page)).toBeVisible();
  await headerBox(page).fill(text);
  await expect(suggestions(page)).toBeVisible();
}

for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test.describe(`header search on a ${size} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('loads its code on focus only, then suggests by kind as one types; the keyboard opens a result', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/');
      expect(scripts.filter((url) => url.includes('header-search'))).toEqual([]);

      await typeInHeader(page, 'cable');
      expect(scripts.some((url) => url.includes('header-search'))).toBe(true);
      const products = suggestions(page).getByRole('group', { name: /^Produits \(\d+\)$/ });
      await expect(products.getByRole('option').first()).toContainText('Câble');
      await expect(products.getByRole('option').first().locator('mark')).toHaveText('Câble');
      await expect(products.getByRole('option').first()).toContainText('MAD');
      await expect(
        suggestions(page).getByRole('option', { name: 'Voir tous les résultats pour « cable »' }),
      ).toBeVisible();
      await expect(page.getByRole('banner').getByRole('status')).toContainText('suggestion(s)');
      // the list stays within the screen
      const box = await suggestions(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 1);

      await headerBox(page).press('ArrowDown');
      const first = products.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(headerBox(page)).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id'))!,
      );
      await headerBox(page).press('Escape');
      await expect(suggestions(page)).toBeHidden();
      await expect(headerBox(page)).toHaveValue('cable');
      await headerBox(page).press('ArrowDown');
      await expect(suggestions(page)).toBeVisible();
      await headerBox(page).press('Enter');
      await expect(page).toHaveURL(/\/produit\/\w+/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Câble');
    });

    test('a pointer chooses a suggestion: tesla lists vehicles, products and stations', async ({ page }) => {
      await page.goto('/blog');
      await typeInHeader(page, 'tesla');
      const list = suggestions(page);
      await expect(list.getByRole('group', { name: /^Véhicules \(\d+\)$/ })).toBeVisible();
      await expect(list.getByRole('group', { name: /^Produits \(\d+\)$/ })).toBeVisible();
      const stations = list.getByRole('group', { name: /^Stations \(\d+\)$/ });
      await expect(stations.getByRole('option').first()).toContainText('Supercharger');
      await list
        .getByRole('group', { name: /^Véhicules/ })
        .getByRole('option')
        .first()
        .click();
      await expect(page).toHaveURL(/\/vehicule-electrique\/\w+/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Tesla');
    });

    test('Enter without a chosen suggestion opens the results page; it has no WCAG 2.1 AA violation, the list open', async ({
      page,
    }) => {
      test.slow(); // axe over the whole page with the list open
      await page.goto('/boutique');
      await typeInHeader(page, 'casablanca');
      await expect(
        suggestions(page)
          .getByRole('group', { name: /^Stations/ })
          .getByRole('option')
          .first(),
      ).toContainText('Casablanca');
      await expectNoViolations(page);
      await headerBox(page).press('Enter');
      await expect(page).toHaveURL('/recherche?q=casablanca');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « casablanca »');
    });
  });
}

test.describe('the results page', () => {
  test('groups the results by kind with counts, filters by kind, and has no WCAG 2.1 AA violation', async ({
    page,
  }) => {
    test.slow(); // axe over the whole page
    await page.goto('/recherche?q=tesla');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « tesla »');
    for (const kind of ['Véhicules', 'Produits', 'Stations'])
      await expect(
        main.getByRole('heading', { level: 2, name: new RegExp(`^${kind} \\(\\d+\\)$`) }),
      ).toBeVisible();
    const filters = main.getByRole('navigation', { name: 'Type de résultat' });
    await expect(filters.getByRole('link', { name: /^Tout \(\d+\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoViolations(page);

    await filters.getByRole('link', { name: /^Stations \(\d+\)$/ }).click();
    await expect(page).toHaveURL('/recherche?q=tesla&type=stations');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(/^Stations/);
    await main
      .getByRole('link', { name: /Supercharger/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/carte-bornes\?station=\d+/);
  });

  test('is rendered on the server: a shared link shows the results without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/recherche?q=solaire');
    const articles = page.getByRole('region', { name: /^Articles \(\d+\)$/ });
    await expect(articles.getByRole('link').first()).toContainText(/solaire/i);
    await context.close();
  });

  test("offers 'Vouliez-vous dire' for a typo: wallbxo → wallbox chargers", async ({ page }) => {
    await page.goto('/recherche?q=wallbxo');
    const main = page.getByRole('main');
    await expect(main.getByText('Vouliez-vous dire')).toBeVisible();
    const products = main.getByRole('region', { name: /^Produits \(\d+\)$/ });
    await expect(products.getByRole('link').first()).toContainText(/Wallbox|Pulsar|Commander|Copper/);
    await main.getByRole('link', { name: 'wallbox', exact: true }).click();
    await expect(page).toHaveURL('/recherche?q=wallbox');
  });

  test('finds the delivery help entry for livraison', async ({ page }) => {
    await page.goto('/recherche?q=livraison');
    const help = page.getByRole('main').getByRole('region', { name: /^Aide \(\d+\)$/ });
    await expect(help.getByRole('link').first()).toHaveText(/livraison/);
  });

  test('helps when nothing is found: popular categories and contact', async ({ page }) => {
    await page.goto('/recherche?q=zzzqqqxx');
    const main = page.getByRole('main');
    await expect(main.getByText('Aucun résultat pour « zzzqqqxx »')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Wallbox' })).toHaveAttribute(
      'href',
      '/boutique?category=wallbox',
    );
    await expect(main.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact');
    await expectNoViolations(page);
  });
});

test('the shop and vehicle lists answer cable like câble and electrique like électrique', async ({
  page,
}) => {
  test.slow(); // four list pages
  const count = async (url: string) => {
    await page.goto(url);
    const heading = page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: /produit\(s\)|véhicule\(s\)/ });
    return Number((await heading.first().textContent())?.match(/\d+/)?.[0]);
  };
  const cables = await count('/boutique?q=cable');
  expect(cables).toBeGreaterThan(0);
  expect(await count('/boutique?q=c%C3%A2ble')).toBe(cables);
  const electric = await count('/vehicules-electriques?q=electrique');
  expect(electric).toBeGreaterThan(0);
  expect(await count('/vehicules-electriques?q=%C3%A9lectrique')).toBe(electric);
});

/** A token of the CMS admin: the first administrator of the fresh e2e database, or the demo editor. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const cms = `http://127.0.0.1:${E2E_CMS_PORT}`;
  const registered = await request.post(`${cms}/admin/register-admin`, {
    data: {
      firstname: 'Essai',
      lastname: 'Recherche',
      email: 'search-e2e@chargemaroc.ma',
      password: 'Recherche2026!',
    },
  });
  if (registered.ok()) return (await registered.json()).data.token as string;
  for (const [email, password] of [
    ['search-e2e@chargemaroc.ma', 'Recherche2026!'],
    ['editor@chargemaroc.ma', 'Editor2026!'],
    ['owner@chargemaroc.ma', 'Owner2026!'],
  ]) {
    const login = await request.post(`${cms}/admin/login`, { data: { email, password } });
    if (login.ok()) return (await login.json()).data.token as string;
  }
  throw new Error('no CMS administrator to edit a product with');
}

test('a product renamed in the CMS admin is found under its new name at the next search', async ({
  page,
  request,
}) => {
  const cms = `http://127.0.0.1:${E2E_CMS_PORT}`;
  const token = await adminToken(request);
  const { data } = await (
    await request.get('/api/produits?filters[Name][$eq]=Pulsar Max 11 kW&fields[0]=Name')
  ).json();
  const documentId = data[0].documentId as string;
  const path = `${cms}/content-manager/collection-types/api::produit.produit/${documentId}`;
  const headers = { Authorization: `Bearer ${token}` };
  const renamed = await request.put(path, { headers, data: { Name: 'Pulsar Zéphyr 11 kW' } });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  try {
    await page.goto('/');
    await typeInHeader(page, 'zephyr');
    await expect(suggestions(page).getByRole('option', { name: /Pulsar Zéphyr 11 kW/ })).toBeVisible();
    await page.goto('/boutique?q=zephyr');
    await expect(page.getByRole('main').getByTestId('product-card')).toHaveCount(1);
  } finally {
    await request.put(path, { headers, data: { Name: 'Pulsar Max 11 kW' } });
  }
});
