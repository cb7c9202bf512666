import { expect, test } from '../support/test';
import { VIEWPORTS, dearestProducts, expectAmountsOnOneLine, seedCart } from '../support/finishing';

// Issue 25: '59.600,00 M' / 'AD' in the cart's line totals at 1280 px. No amount breaks, on any width.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`money on one line (${name})`, () => {
    test.use({ viewport });

    test('the cart: lines, totals and summary', async ({ page, request }) => {
      const [dearest, second] = await dearestProducts(request, 2);
      await seedCart(page, [
        { product: dearest, quantity: 10, installationCost: 1800 },
        { product: second, quantity: 9 },
      ]);
      await page.goto('/panier');
      await expect(page.getByTestId(`line-total-${dearest.documentId}`)).toBeVisible();
      await expectAmountsOnOneLine(page);
    });

    test('the shop, a product page and the vehicles', async ({ page, request }) => {
      const [dearest] = await dearestProducts(request, 1);
      for (const path of ['/boutique', `/produit/${dearest.documentId}`, '/vehicules-electriques']) {
        await page.goto(path);
        await expectAmountsOnOneLine(page);
      }
    });
  });
}
