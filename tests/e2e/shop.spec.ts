import { expect, test } from '../support/test';
import {
  cardNames,
  cardIds,
  productCards,
  productsFromApi,
  resultCount,
  settledCount,
  shownPrices,
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

test('sort by price, page 2, reload and Back keep the state in the URL', async ({ page }) => {
  await page.goto('/boutique');
  const main = page.getByRole('main');
  await settledCount(page);
  const firstPageOneByName = (await cardNames(page))[0];

  await main.getByRole('combobox', { name: 'Trier par' }).selectOption('price-low');
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  // the list is replaced once the sorted page arrives
  await expect
    .poll(async () => {
      const shown = await shownPrices(page);
      return shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    })
    .toBe(true);
  const prices = await shownPrices(page);
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
  const pageTwoPrices = await shownPrices(page);
  if (pageTwoPrices.length > 0)
    expect(Math.min(...pageTwoPrices)).toBeGreaterThanOrEqual(Math.max(...prices));

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
