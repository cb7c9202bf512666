import { expect, test } from '../support/test';
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
  await page.getByRole('banner').getByRole('button', { name: 'Boutique' }).click();
  await page.getByRole('menuitem', { name: 'Wallbox', exact: true }).click();

  await expect(page).toHaveURL(/\/boutique\?category=wallbox$/);
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
