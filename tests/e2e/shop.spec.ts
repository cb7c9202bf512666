import { expect, test } from '../support/test';
import { chooseInHeaderMenu } from '../support/header';
import { watchHydrationProblems } from '../support/hydration';
import {
  cardNames,
  cardIds,
  cardPrices,
  productCards,
  productsFromApi,
  resultCount,
  settledCount,
} from '../support/shop';

test('the header link filters the shop by category', async ({ page, request }) => {
  const wallboxes = await productsFromApi(request, 'filters[category][$eq]=wallbox');
  const wallboxIds = wallboxes.data.map((product) => product.documentId);
  expect(wallboxIds.length).toBeGreaterThan(0);

  await page.goto('/boutique');
  await chooseInHeaderMenu(page, 'Boutique', 'Wallbox', /\/boutique\?category=wallbox$/);
  await expect(resultCount(page)).toHaveText(`${wallboxes.meta.pagination.total} produit(s)`);
  await expect(productCards(page)).toHaveCount(Math.min(20, wallboxIds.length));
  for (const id of await cardIds(page)) expect(wallboxIds).toContain(id);
});

test('a text search runs on the catalogue and lands in the URL', async ({ page, request }) => {
  const all = await productsFromApi(request, 'sort=Name:asc');
  const [wantedProduct] = all.data;
  if (!wantedProduct) throw new Error('the CMS has no product');
  const wanted = wantedProduct.Name;

  await page.goto('/boutique');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(wanted);
  await main.getByRole('button', { name: 'Rechercher', exact: true }).click();

  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(wanted).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect.poll(() => settledCount(page)).toBeLessThan(all.meta.pagination.total);
  await expect.poll(() => cardIds(page)).toContain(wantedProduct.documentId);
});

/** The shop shows 20 products a page (spec). */
const SHOP_PAGE_SIZE = 20;

test('sort by price, page 2, reload and Back keep the state in the URL', async ({ page, request }) => {
  // the demo catalogue prices more than two pages of products, so both pages show prices
  const priced = await productsFromApi(request, 'filters[price][$notNull]=true');
  const onQuote = await productsFromApi(request, 'filters[price][$null]=true');
  expect(priced.meta.pagination.total).toBeGreaterThan(SHOP_PAGE_SIZE + onQuote.meta.pagination.total);

  await page.goto('/boutique');
  const main = page.getByRole('main');
  await settledCount(page);
  const firstPageOneByName = (await cardNames(page))[0];

  await main.getByRole('combobox', { name: 'Trier par' }).selectOption('price-low');
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  // the list is replaced once the sorted page arrives
  await expect.poll(async () => isPriceLowOrder(await cardPrices(page))).toBe(true);
  const pageOnePrices = await cardPrices(page);
  const pageOneFirst = (await cardNames(page))[0];
  expect(pageOneFirst).not.toBe(firstPageOneByName);

  const pagination = main.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(async () => (await cardNames(page)).includes(pageOneFirst ?? '')).toBe(false);
  const pageTwoNames = await cardNames(page);
  const pageTwoPrices = await cardPrices(page);
  expect(pageTwoPrices.filter((price) => price !== null).length).toBeGreaterThan(0);
  // one order across both pages: prices rise, products on quotation ('Prix sur demande') kept together
  expect(isPriceLowOrder([...pageOnePrices, ...pageTwoPrices]), JSON.stringify(pageTwoPrices)).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(main.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price-low');
  await expect(
    main.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardNames(page)).toEqual(pageTwoNames);

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  await settledCount(page);
  await expect(productCards(page).first().getByRole('heading')).toHaveText(pageOneFirst ?? '');

  await page.goBack();
  await expect(page).toHaveURL(/\/boutique$/);
  await expect(main.getByRole('combobox', { name: 'Trier par' })).toHaveValue('name');
});

test("'Prix croissant' lists the products on quotation after the priced ones", async ({ page }) => {
  await page.goto('/boutique?sort=price-low');
  await settledCount(page);
  const prices = await cardPrices(page);
  expect(prices[0]).not.toBeNull();
});

/** Prices rising, the products on quotation kept together at one end of the list. */
function isPriceLowOrder(prices: (number | null)[]): boolean {
  const priced = prices.filter((price) => price !== null);
  const onQuote = prices.length - priced.length;
  const grouped =
    prices.slice(0, onQuote).every((price) => price === null) ||
    prices.slice(prices.length - onQuote).every((price) => price === null);
  return (
    priced.length > 1 && grouped && priced.every((price, index) => index === 0 || priced[index - 1]! <= price)
  );
}

test('a search without result says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/boutique?q=zzqxw-introuvable');
  const main = page.getByRole('main');
  await expect(main.getByText('Aucun produit ne correspond à vos critères de recherche.')).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
  await main.getByRole('link', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/boutique$/);
  await expect(main.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('');
  await expect.poll(() => settledCount(page)).toBeGreaterThan(0);
});

test('the wishlist button of a card sends a signed-out visitor to /connexion', async ({ page }) => {
  await page.goto('/boutique');
  await settledCount(page);
  await productCards(page)
    .first()
    .getByRole('button', { name: /^Ajouter .+ aux favoris$/ })
    .click();
  await expect(page).toHaveURL(/\/connexion$/);
});

test('the filter panel: sections fold one at a time, boxes put their filter in the URL, from the pointer and the keyboard', async ({
  page,
  request,
}) => {
  const hydrationProblems = watchHydrationProblems(page);
  await page.goto('/boutique');
  const filters = page.getByRole('main').getByRole('region', { name: 'Filtres' });
  const section = (name: string) => filters.getByRole('button', { name, exact: true });
  await expect(section('Catégories')).toHaveAttribute('aria-expanded', 'true');
  await expect(section('Marques')).toHaveAttribute('aria-expanded', 'false');

  await section('Marques').click();
  await expect(section('Marques')).toHaveAttribute('aria-expanded', 'true');
  await expect(section('Catégories')).toHaveAttribute('aria-expanded', 'false');
  const brands = filters.getByRole('region', { name: 'Marques' });
  const box = brands.getByRole('checkbox').first();
  const boxName = (await box.evaluate((input) => input.closest('label')?.textContent ?? '')).trim();
  const brand = boxName.replace(/\s*\(\d+\)$/, '');
  await box.click();
  await expect(page).toHaveURL(
    new RegExp(`/boutique\\?brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}$`),
  );
  await expect(brands.getByRole('checkbox', { name: boxName })).toBeChecked();
  const branded = await productsFromApi(request, `filters[Brand][$in][0]=${encodeURIComponent(brand)}`);
  await expect(resultCount(page)).toHaveText(`${branded.meta.pagination.total} produit(s)`);

  // the keyboard: Enter opens a section, Space checks a box
  await section('Disponibilité et offres').press('Enter');
  await expect(section('Disponibilité et offres')).toHaveAttribute('aria-expanded', 'true');
  const onSale = filters.getByRole('checkbox', { name: 'En promotion' });
  await onSale.press('Space');
  await expect(page).toHaveURL(/[?&]sale=true/);
  await expect(onSale).toBeChecked();

  // Back takes the filter out, and the box follows
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]sale=true/);
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(onSale).not.toBeChecked();
  await page.goForward();
  await expect(onSale).toBeChecked();
  // the state comes back with the page: the server renders the boxes checked
  await page.reload();
  await section('Disponibilité et offres').click();
  await expect(onSale).toBeChecked();
  await section('Marques').click();
  await expect(brands.getByRole('checkbox', { name: boxName })).toBeChecked();
  expect(hydrationProblems()).toEqual([]);
});

test("the installation estimate's sliders move with the arrow keys and their presets", async ({
  page,
  request,
}) => {
  const { data } = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=1&filters[category][$eq]=wallbox',
  );
  const [product] = data;
  if (!product) throw new Error('no wallbox with a price in stock');
  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  await main.getByRole('switch', { name: "Service d'installation" }).press('Space');
  const distance = main.getByRole('slider', { name: /^Distance tableau – borne : \d+ m$/ });
  const start = Number(await distance.inputValue());
  await distance.press('ArrowRight');
  await expect(distance).toHaveValue(String(start + 1));
  await expect(distance).toHaveAccessibleName(`Distance tableau – borne : ${start + 1} m`);
  await expect(distance).toHaveAttribute('aria-valuetext', `${start + 1} m`);
  await main.getByRole('button', { name: 'Calibre du disjoncteur principal (A) : 63 A' }).click();
  await expect(main.getByRole('slider', { name: 'Calibre du disjoncteur principal : 63 A' })).toHaveValue(
    '63',
  );
  await main.getByRole('slider', { name: /^Calibre du disjoncteur principal/ }).press('End');
  await expect(main.getByRole('slider', { name: 'Calibre du disjoncteur principal : 100 A' })).toBeVisible();
});
