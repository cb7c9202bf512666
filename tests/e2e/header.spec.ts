import { expect, test, type Page } from '../support/test';

/** A saved cart as the shop leaves it in the browser: `lines` lines of `quantity` each. */
async function withSavedCart(page: Page, lines: number, quantity: number) {
  const items = Array.from({ length: lines }, (_, index) => ({
    id: `produit-${index}`,
    name: `Borne ${index}`,
    price: 5000,
    originalPrice: null,
    image: null,
    category: 'wallbox',
    brand: 'Wallbox',
    quantity,
    maxQuantity: 10,
    installationService: { wanted: false, cost: 0, discount: 0 },
  }));
  await page.addInitScript(
    (state) => {
      window.localStorage.setItem('cm.cart.v1', JSON.stringify({ state, version: 1 }));
    },
    { items, couponCode: null, shippingMethod: 'standard' },
  );
}

test('the cart badge counts items and is capped at 99+', async ({ page }) => {
  await withSavedCart(page, 11, 10);
  await page.goto('/');
  const cartLink = page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
  await expect(cartLink).toContainText('99+');
});

test('the cart badge shows the exact count up to 99', async ({ page }) => {
  await withSavedCart(page, 3, 3);
  await page.goto('/');
  const cartLink = page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
  await expect(cartLink).toContainText('9');
  await expect(cartLink).not.toContainText('99+');
});

test('the wishlist button sends a signed-out visitor to /connexion', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /favoris/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/connexion$/);
});

test.describe('a header menu (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('stays with its button when the page scrolls under it, so a tap lands on its item', async ({
    page,
  }) => {
    await page.goto('/boutique');
    await page.getByRole('banner').getByRole('navigation').getByRole('button', { name: 'Boutique' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // read in one task, as a tap would find it: the header is sticky, the page scrolls under it
    const moved = await menu.evaluate((element) => {
      const before = element.getBoundingClientRect().top;
      window.scrollTo(0, 300);
      const after = element.getBoundingClientRect().top;
      return { scrolled: window.scrollY, moved: after - before };
    });
    expect(moved.scrolled).toBeGreaterThan(0);
    expect(moved.moved).toBe(0);
    await expect(
      page.getByRole('banner').getByRole('navigation').getByRole('button', { name: 'Boutique' }),
    ).toBeInViewport();
  });
});
