import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { holdPageScripts } from '../support/held-scripts';
import { watchHydrationProblems } from '../support/hydration';
import { asServedHtml, productCards, productsFromApi } from '../support/shop';

/**
 * A visitor on a slow phone acts on the painted page before its code has run (every script held but
 * the shell's first): each control, tapped early, works once when its region hydrates.
 */
const cartBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
/** A priced product with 3 or more in stock: a doubled '+' would show (3). */
async function productWithThreeInStock(request: APIRequestContext) {
  const { data } = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=3&sort=Name:asc',
  );
  const [product] = data;
  if (!product) throw new Error('the CMS has no product with 3 in stock');
  return product;
}
const interactive = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

test("the shop: a card's 'Ajouter au panier', a filter box and the sort, used before hydration, each work once", async ({
  page,
}) => {
  test.slow(); // the page's whole start, then the replays, on a shared 2-core host
  const hydrationProblems = watchHydrationProblems(page);
  const letScriptsThrough = await holdPageScripts(page);
  await page.goto('/boutique', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const firstAddable = productCards(page)
    .filter({ has: page.getByRole('button', { name: /^Ajouter au panier : / }) })
    .first();
  const addButton = firstAddable.getByRole('button', { name: /^Ajouter au panier : / });
  await addButton.click();
  await expect(addButton, 'the tap shows it was taken').toHaveAttribute('aria-busy', 'true');
  // the categories' section is the one open as served
  const categories = main
    .getByRole('region', { name: 'Filtres' })
    .getByRole('region', { name: 'Catégories' });
  const box = categories.getByRole('checkbox').first();
  await box.check();
  await expect(box, 'the box shows the tick at once').toBeChecked();
  await main.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });
  await expect(page.locator('html'), 'the page had not hydrated yet').not.toHaveAttribute(
    'data-interactive',
    'true',
  );

  letScriptsThrough();
  await interactive(page);
  await expect(page.getByRole('status').filter({ hasText: 'ajouté au panier' }).first()).toBeVisible();
  await expect(cartBadge(page), 'the early tap is in the cart, once').toContainText('1');
  await expect(addButton, 'answered, no longer busy').not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  await expect(main.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price-low');
  await expect(cartBadge(page)).toContainText('1');
  expect(hydrationProblems()).toEqual([]);
});

test("a product page: quantity '+' then 'Ajouter au panier', before hydration, put two in the cart once", async ({
  page,
  request,
}) => {
  const product = await productWithThreeInStock(request);
  test.slow();
  const letScriptsThrough = await holdPageScripts(page);
  await page.goto(`/produit/${product.documentId}`, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');

  letScriptsThrough();
  await interactive(page);
  await expect(
    page.getByRole('status').filter({ hasText: `${product.Name} ajouté au panier` }),
  ).toBeVisible();
  await expect(cartBadge(page), 'two of it, added once').toContainText('2');
  await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(cartBadge(page), 'the page answers the next tap itself').toContainText('4');
});

test("the cart: a line's quantity '+', before hydration, counts once", async ({ page, request }) => {
  const product = await productWithThreeInStock(request);
  test.slow();
  // the cart as a shopper fills it: the store keeps it, and its cookie tells /panier's server
  await page.goto(`/produit/${product.documentId}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(cartBadge(page)).toContainText('1');

  const hydrationProblems = watchHydrationProblems(page);
  const letScriptsThrough = await holdPageScripts(page);
  const served = await page.goto('/panier', { waitUntil: 'domcontentloaded' });
  expect(await served?.text(), 'the server draws the line').toContain(asServedHtml(product.Name));
  // its one line (the cart names it with its brand)
  const line = page.getByRole('main').getByRole('group', { name: /^Quantité de / });
  const plus = line.getByRole('button', { name: /^Augmenter la quantité de / });
  await plus.click();
  await expect(plus, 'the tap shows it was taken').toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('html'), 'the page had not hydrated yet').not.toHaveAttribute(
    'data-interactive',
    'true',
  );

  letScriptsThrough();
  await interactive(page);
  await expect(line.getByTestId(/^quantity-/), 'two of it, once').toHaveText('2');
  await expect(cartBadge(page)).toContainText('2');
  await expect(plus).not.toHaveAttribute('aria-busy', 'true');
  expect(hydrationProblems()).toEqual([]);
});

test("the vehicles: 'Comparer' on a card and a brand box, before hydration, each work once", async ({
  page,
}) => {
  const letScriptsThrough = await holdPageScripts(page);
  await page.goto('/vehicules-electriques', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main
    .getByTestId('vehicle-card')
    .first()
    .getByRole('button', { name: /^Comparer/ })
    .click();
  const tesla = main.getByRole('checkbox', { name: /^Tesla/ });
  await tesla.check();
  await expect(tesla, 'the box shows the tick at once').toBeChecked();

  letScriptsThrough();
  await interactive(page);
  await expect(page).toHaveURL(/[?&]brands=tesla/);
  await expect(tesla).toBeChecked();
  await expect(page.getByRole('complementary', { name: 'Véhicules à comparer' })).toBeVisible();
  await expect(
    page
      .getByRole('complementary', { name: 'Véhicules à comparer' })
      .getByRole('button', { name: /^Retirer / }),
    'the early tap compared one vehicle, once',
  ).toHaveCount(1);
});

test('the shop: a search typed and sent before hydration is run', async ({ page }) => {
  test.slow();
  const letScriptsThrough = await holdPageScripts(page);
  await page.goto('/boutique', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Rechercher un produit' });
  await search.fill('wallbox');
  // sent by the browser itself (the form has an action) or held until the page responds: either way once
  await search.press('Enter');

  letScriptsThrough();
  await interactive(page);
  await expect(page).toHaveURL(/[?&]q=wallbox/);
  await expect(search).toHaveValue('wallbox');
});

test("the shop: a card's heart tapped before hydration asks a signed-out visitor to sign in, once", async ({
  page,
}) => {
  test.slow();
  const letScriptsThrough = await holdPageScripts(page);
  await page.goto('/boutique', { waitUntil: 'domcontentloaded' });
  await productCards(page)
    .first()
    .getByRole('button', { name: /^Ajouter .* aux favoris$/ })
    .click();
  await expect(page).toHaveURL(/\/boutique$/);

  letScriptsThrough();
  await expect(page).toHaveURL(/\/connexion/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone, where the filters are folded behind a button', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the shop: the filters opened and a box ticked before hydration, the list follows once', async ({
    page,
  }) => {
    test.slow();
    const hydrationProblems = watchHydrationProblems(page);
    const letScriptsThrough = await holdPageScripts(page);
    await page.goto('/boutique', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    const toggle = main.getByRole('button', { name: 'Afficher les filtres' });
    const box = main
      .getByRole('region', { name: 'Filtres' })
      .getByRole('region', { name: 'Catégories' })
      .getByRole('checkbox')
      .first();
    await expect(box, 'folded as served').toBeHidden();
    await toggle.tap();
    await expect(box, 'the panel opens before the page responds').toBeVisible();
    await box.tap();
    await expect(box).toBeChecked();
    await expect(page.locator('html'), 'the page had not hydrated yet').not.toHaveAttribute(
      'data-interactive',
      'true',
    );

    letScriptsThrough();
    await interactive(page);
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(box, 'still open and ticked once the page is the page’s').toBeChecked();
    await expect(main.getByRole('button', { name: /^Masquer les filtres/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(hydrationProblems()).toEqual([]);
  });
});

test("the shop: a card's 'Ajouter au panier' tapped before the page's first script arrives is added once", async ({
  page,
}) => {
  test.slow();
  const letScriptsThrough = await holdPageScripts(page, { firstScriptToo: true });
  await page.goto('/boutique', { waitUntil: 'commit' });
  const addButton = productCards(page)
    .getByRole('button', { name: /^Ajouter au panier : / })
    .first();
  await addButton.click();
  await expect(page.locator('html'), 'no script of the page had run').not.toHaveAttribute(
    'data-interactive',
    'true',
  );

  letScriptsThrough();
  await interactive(page);
  await expect(page.getByRole('status').filter({ hasText: 'ajouté au panier' }).first()).toBeVisible();
  await expect(cartBadge(page), 'the tap is in the cart, once').toContainText('1');
  await expect(addButton).not.toHaveAttribute('aria-busy', 'true');
});
