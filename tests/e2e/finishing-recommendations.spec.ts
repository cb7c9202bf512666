import { expect, test, type Locator, type Page } from '../support/test';
import { productsFromApi, type ApiProduct } from '../support/shop';
import { VIEWPORTS, seedCart } from '../support/finishing';
import { watchLayoutShifts } from '../support/layout-shifts';

// Issue 25: the spec's 'Sélection de saison' and 'Recommandé pour vous' blocks were on no page. The
// seasonal one is on the home page under the trending products; the personal one (from the cart and
// wishlist, signed out too) under the cart and on the home page of a shopper holding something.

const SEASONAL_TITLE = 'Sélection de saison';
const PERSONAL_TITLE = 'Recommandé pour vous';
const WARNING = 'Erreur lors du chargement des recommandations';

/** The shop's seasonal rule: road-trip gear from May to August, home chargers otherwise. */
function seasonalCategories(date: Date): string[] {
  const month = date.getUTCMonth() + 1;
  return month >= 5 && month <= 8
    ? ['portable', 'cables', 'adapters', 'accessories']
    : ['wallbox', 'residential', 'stations', 'extensions'];
}

/** The documentIds of the block's cards, from their links to the product pages. */
async function idsIn(block: Locator): Promise<string[]> {
  const hrefs = await block
    .getByTestId('product-card')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.replace(/^.*\/produit\//, '')));
}

/** A cart of `lines` lines as the shop keeps it: in the browser, and its number of lines in a cookie for /panier's server. */
async function seedCartOf(page: Page, products: ApiProduct[]): Promise<void> {
  await seedCart(
    page,
    products.map((product) => ({ product, quantity: 1 })),
  );
  const { hostname } = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url());
  await page
    .context()
    .addCookies([
      { name: 'cm.cart.lines', value: String(products.length), domain: hostname, path: '/panier' },
    ]);
}

async function aWallbox(page: Page): Promise<ApiProduct> {
  const { data } = await productsFromApi(
    page.request,
    'filters[category][$eq]=wallbox&filters[stock][$gt]=0&sort=Name:asc',
  );
  const [wallbox] = data;
  if (!wallbox) throw new Error('no wallbox in stock in the catalogue');
  return wallbox;
}

test.describe('home page', () => {
  test("shows 'Sélection de saison' under the trending products, of this season's categories", async ({
    page,
  }) => {
    const shifts = await watchLayoutShifts(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'À la une du blog' }).scrollIntoViewIfNeeded();
    const seasonal = main.getByRole('region', { name: SEASONAL_TITLE });
    await expect(seasonal.getByTestId('product-card')).toHaveCount(4);
    await expect(
      main.getByRole('region', { name: 'Produits tendance' }).getByTestId('product-card'),
    ).toHaveCount(4);

    const { data } = await productsFromApi(page.request);
    const categoryOf = new Map(data.map((product) => [product.documentId, product.category]));
    const expected = seasonalCategories(new Date());
    for (const id of await idsIn(seasonal)) expect(expected).toContain(categoryOf.get(id));
    // nothing held: no personal block
    await expect(main.getByRole('region', { name: PERSONAL_TITLE })).toHaveCount(0);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });

  test("a shopper with a cart sees 'Recommandé pour vous' without what the cart holds", async ({ page }) => {
    const wallbox = await aWallbox(page);
    await seedCart(page, [{ product: wallbox, quantity: 1 }]);
    const shifts = await watchLayoutShifts(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'À la une du blog' }).scrollIntoViewIfNeeded();
    const personal = main.getByRole('region', { name: PERSONAL_TITLE });
    await expect(personal.getByTestId('product-card')).toHaveCount(4);
    expect(await idsIn(personal)).not.toContain(wallbox.documentId);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });
});

test.describe('cart page', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: 'Recommandé pour vous' under a signed-out cart, moving nothing (CLS within 0.02)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const wallbox = await aWallbox(page);
      await seedCartOf(page, [wallbox]);
      const shifts = await watchLayoutShifts(page);
      await page.goto('/panier');
      const main = page.getByRole('main');
      const personal = main.getByRole('region', { name: PERSONAL_TITLE });
      // drawn once the shopper nears it, under the cart
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(personal.getByTestId('product-card')).toHaveCount(4);
      const ids = await idsIn(personal);
      expect(ids).not.toContain(wallbox.documentId);
      expect(new Set(ids).size).toBe(4);
      expect(await shifts(), 'layout shifts while the cart and its recommendations load').toBeLessThanOrEqual(
        0.02,
      );

      // a recommended product put in the cart leaves the recommendations for another
      const [first] = ids;
      await personal
        .getByTestId('product-card')
        .first()
        .getByRole('button', { name: /Ajouter au panier/ })
        .click();
      await expect(main.getByRole('heading', { name: /^2 article/ })).toBeVisible();
      await expect.poll(() => idsIn(personal)).not.toContain(first);
      await expect(personal.getByTestId('product-card')).toHaveCount(4);

      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    });
  }

  test('an empty cart has no personal block', async ({ page }) => {
    await page.goto('/panier');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(main.getByRole('region', { name: PERSONAL_TITLE })).toHaveCount(0);
  });

  test("shows the spec's warning when the catalogue cannot be read", async ({ page }) => {
    const wallbox = await aWallbox(page);
    await seedCart(page, [{ product: wallbox, quantity: 1 }]);
    await page.route(/\/api\/produits\?/, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/panier');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('main').getByText(WARNING)).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: PERSONAL_TITLE })).toHaveCount(0);
  });
});
