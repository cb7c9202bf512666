import AxeBuilder from '@axe-core/playwright';
import { chooseInHeaderMenu } from '../support/header';
import { expect, test, type Page } from '../support/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LIST = '/vehicules-electriques';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const results = (page: Page) => page.getByRole('heading', { level: 2, name: /véhicule\(s\)$/ });
const cards = (page: Page) => page.getByRole('main').getByTestId('vehicle-card');

async function firstVehiclePath(page: Page, query = '') {
  await page.goto(`${LIST}${query}`);
  const href = await cards(page).first().getByRole('link').first().getAttribute('href');
  if (!href) throw new Error('no vehicle card');
  return href;
}

test('the list is server-rendered with 20 cards and numbered pagination that keeps the page in the URL', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules électriques' })).toBeVisible();
  await expect(results(page)).toHaveText('47 véhicule(s)');
  await expect(cards(page)).toHaveCount(20);
  const pagination = page.getByRole('navigation', { name: 'Pagination des véhicules' });
  await pagination.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(cards(page)).toHaveCount(7);
  await expect(pagination.getByRole('button', { name: 'Dernière page' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Première page' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards(page)).toHaveCount(20);
  await page.goBack();
  await expect(page).toHaveURL(/page=3/);
  await expect(cards(page)).toHaveCount(7);
});

test('filters, sort and search live in the URL, survive a reload and Back, and reset the page', async ({
  page,
}) => {
  test.slow(); // a dozen navigations, each running the loader, on a shared 2-core host
  await page.goto(`${LIST}?page=2`);
  const main = page.getByRole('main');
  // the box follows the URL: it shows checked once the filtered list is there
  await main.getByRole('checkbox', { name: 'SUV' }).click();
  await expect(page).toHaveURL(/categories=suv/);
  await expect(main.getByRole('checkbox', { name: 'SUV' })).toBeChecked();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(results(page)).toHaveText('24 véhicule(s)');
  await main.getByRole('combobox', { name: 'Trier par' }).selectOption('price-high');
  await expect(page).toHaveURL(/sort=price-high/);
  const prices = await cards(page).locator('text=/MAD/').allTextContents();
  const numbers = prices.map((price) => Number(price.replace(/[^\d,]/g, '').split(',')[0]));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await page.reload();
  await expect(main.getByRole('checkbox', { name: 'SUV' })).toBeChecked();
  await expect(main.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price-high');
  await main.getByRole('searchbox', { name: 'Rechercher un véhicule' }).fill('Tesla');
  await expect(page).toHaveURL(/q=Tesla/);
  await expect(results(page)).toHaveText('1 véhicule(s)');
  await page.goBack();
  await expect(page).not.toHaveURL(/q=Tesla/);
  await expect(results(page)).toHaveText('24 véhicule(s)');
  await main.getByRole('searchbox', { name: 'Rechercher un véhicule' }).fill('introuvable');
  await expect(main.getByText('Aucun véhicule ne correspond à « introuvable ».')).toBeVisible();
});

test('the price range is narrowed by keyboard and by dragging a handle', async ({ page }) => {
  await page.goto(LIST);
  const filters = page.getByRole('main').getByRole('region', { name: 'Filtres' });
  const max = filters.getByRole('slider', { name: 'Prix maximum' });
  await max.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?maxPrice=1490000$/);
  await expect(max).toHaveAttribute('aria-valuetext', /1\D490\D000/);
  // the lower handle sits at the track's start: drag it a third of the way
  const min = filters.getByRole('slider', { name: 'Prix minimum' });
  const box = await min.boundingBox();
  if (!box) throw new Error('no price slider');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.height / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, y, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\?minPrice=\d+&maxPrice=1490000$/);
  const minPrice = Number(new URL(page.url()).searchParams.get('minPrice'));
  expect(minPrice).toBeGreaterThan(500000);
  expect(minPrice).toBeLessThan(800000);
  await expect(results(page)).toHaveText(/^\d+ véhicule\(s\)$/);
});

test("the header's vehicle links land on the filtered list", async ({ page }) => {
  await page.goto('/');
  await chooseInHeaderMenu(page, 'Véhicules', 'Tesla', /\/vehicules-electriques\?brands=tesla$/);
  await expect(page.getByRole('menu', { name: 'Véhicules' })).toBeHidden();
  await expect(results(page)).toHaveText('3 véhicule(s)');
  await expect(page.getByRole('main').getByRole('checkbox', { name: /^Tesla/ })).toBeChecked();
  // from the keyboard too: the router takes the link (the page is not loaded again) and the menu closes
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('banner').getByRole('button', { name: 'Véhicules' }).press('Enter');
  const menu = page.getByRole('menu', { name: 'Véhicules' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown'); // 'Tous les véhicules'
  await page.keyboard.press('ArrowDown');
  const suvId = await page.getByRole('menuitem', { name: 'SUV' }).getAttribute('id');
  await expect(menu).toHaveAttribute('aria-activedescendant', suvId ?? 'SUV');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vehicules-electriques\?categories=suv$/);
  await expect(menu).toBeHidden();
  await expect(results(page)).toHaveText('24 véhicule(s)');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await page.goto(`${LIST}?specs=hybrid`);
  await expect(results(page)).toHaveText('2 véhicule(s)');
  await page.goto(`${LIST}?brands=mercedes`);
  await expect(results(page)).toHaveText('4 véhicule(s)');
});

test('a vehicle page shows its specs in tabs, and an unknown vehicle answers 404', async ({ page }) => {
  const path = await firstVehiclePath(page);
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('Véhicules Électriques');
  await expect(main.getByRole('heading', { name: 'Caractéristiques principales' })).toBeVisible();
  await main.getByRole('tab', { name: 'Dimensions' }).click();
  await expect(main.getByRole('tabpanel', { name: 'Dimensions' })).toContainText('Longueur');
  await main.getByRole('tab', { name: 'Spécifications' }).click();
  await expect(main.getByRole('tabpanel', { name: 'Spécifications' })).toContainText('Batterie');

  // the wording of the path is sent to the route table's
  await page.goto(path.replace('/vehicule-electrique/', '/vehicule/'));
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const response = await page.goto('/vehicule-electrique/vehicule-inexistant');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Véhicule non trouvé' })).toBeVisible();
});

test('a test-drive request shows the validation messages, then is stored with the success message', async ({
  page,
}) => {
  await page.goto(await firstVehiclePath(page));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Demander un essai' }).click();
  const form = main.getByRole('form', { name: "Demande d'essai" });
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Le nom est requis')).toBeVisible();
  await expect(form.getByText("L'email est requis")).toBeVisible();
  await expect(form.getByText('Le téléphone est requis')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nom complet' }).fill('Amal Bennani');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('amal@');
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('12345');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText("Format d'email invalide")).toBeVisible();
  await expect(form.getByText('Format de téléphone invalide (ex: +212 6 XX XX XX XX)')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail' }).fill('amal.bennani@example.ma');
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('+212 6 12 34 56 78');
  const stored = page.waitForResponse(
    (response) =>
      response.url().includes('/api/test-drive-requests') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  expect((await stored).status()).toBe(201);
  await expect(form.getByText("Demande d'essai envoyée avec succès")).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('');
});

test("'Contacter un concessionnaire' says a dealer will call back, then opens the contact page", async ({
  page,
}) => {
  await page.goto(await firstVehiclePath(page));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Contacter un concessionnaire' }).click();
  await expect(
    main.getByText('Un conseiller va vous recontacter. Redirection vers la page contact…'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the charging simulator is operated by keyboard and draws its curve', async ({ page }) => {
  await page.goto(await firstVehiclePath(page));
  const main = page.getByRole('main');
  const start = main.getByRole('slider', { name: 'Niveau de départ' });
  const end = main.getByRole('slider', { name: "Niveau d'arrivée" });
  await expect(start).toHaveAttribute('aria-valuenow', '20');
  await expect(end).toHaveAttribute('aria-valuenow', '80');
  const time = main.getByTestId('simulator-time');
  const before = await time.textContent();
  await end.focus();
  await page.keyboard.press('ArrowRight');
  await expect(end).toHaveAttribute('aria-valuenow', '85');
  await start.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(start).toHaveAttribute('aria-valuenow', '15');
  await expect(time).not.toHaveText(before ?? '');
  // the start stays at least 5 points below the end
  await page.keyboard.press('End');
  await expect(start).toHaveAttribute('aria-valuenow', '80');
  await main.getByRole('combobox', { name: 'Type de recharge' }).selectOption('superfast');
  await main.getByRole('radio', { name: 'Données du véhicule' }).press('Space');
  await expect(main.getByTestId('charging-chart').locator('canvas')).toBeVisible();
  await expect(
    main.getByRole('table').filter({ hasText: 'Comparaison des types de recharge' }),
  ).toContainText('Charge ultra-rapide (150 kW)');
});

test('three vehicles are compared side by side', async ({ page }) => {
  await page.goto(LIST);
  const main = page.getByRole('main');
  const compareButtons = main.getByRole('button', { name: /^Comparer : / });
  for (const index of [0, 1, 2]) await compareButtons.nth(index).click();
  await compareButtons.nth(3).click();
  await expect(page.getByText('Vous pouvez comparer au maximum 3 véhicules.')).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Véhicules à comparer' });
  await bar.getByRole('button', { name: 'Comparer (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparaison de véhicules' });
  await expect(dialog.getByRole('columnheader')).toHaveCount(4);
  await expect(dialog.getByRole('row').filter({ hasText: 'Prix' })).toBeVisible();
});

test('the list and a vehicle page fit 360 px without sideways scrolling and are axe clean', async ({
  page,
}) => {
  test.slow(); // three axe runs
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(LIST);
  await expect(cards(page).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Afficher les filtres' }).click();
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'SUV' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  const path = await cards(page).first().getByRole('link').first().getAttribute('href');
  await page.goto(path!);
  // the simulator loads when the visitor scrolls near it
  await page
    .getByRole('main')
    .getByRole('heading', { name: 'Simulateur de recharge' })
    .scrollIntoViewIfNeeded();
  await expect(page.getByRole('main').getByTestId('charging-chart')).toBeAttached();
  await page.getByRole('main').getByRole('button', { name: 'Demander un essai' }).click();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});
