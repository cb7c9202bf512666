import { expect, test } from '../support/test';
import { fillCheckout, newAccount, signIn } from '../support/checkout';
import { VIEWPORTS, dearestProducts, expectAmountsOnOneLine, seedCart } from '../support/finishing';
import { productsFromApi } from '../support/shop';

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

    test('an order: payment, confirmation, the order list and the order page', async ({ page, request }) => {
      // a whole purchase, then the account's pages
      test.slow();
      // the dearest products in stock (one of each: the other viewport's run buys them too), the
      // longest amounts an order has
      const { data } = await productsFromApi(
        request,
        'filters[price][$notNull]=true&filters[stock][$gte]=5&sort=price:desc',
      );
      const [dearest, second] = data;
      if (!dearest || !second) throw new Error('the CMS has fewer than two dear products in stock');
      await seedCart(page, [
        { product: dearest, quantity: 1 },
        { product: second, quantity: 1 },
      ]);
      await signIn(page, await newAccount(request));
      await page.goto('/checkout');
      const main = page.getByRole('main');
      await fillCheckout(page);
      await main.getByRole('button', { name: 'Procéder au paiement' }).click();
      await expect(main.getByTestId('delivery-date-standard')).toBeVisible();
      await expectAmountsOnOneLine(page);

      await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
      await main.getByRole('button', { name: 'Confirmer la commande' }).click();
      await expect(main.getByTestId('confirmation-total')).toBeVisible();
      await expectAmountsOnOneLine(page);
      const reference = (await main.getByTestId('confirmation-order-id').innerText()).replace(/^.*n°\s*/, '');

      await page.goto('/commandes');
      await expect(main.getByTestId('order-total').first()).toBeVisible();
      await expectAmountsOnOneLine(page);
      await page.goto(`/commande/${reference}`);
      await expect(main.getByTestId('detail-total')).toBeVisible();
      await expectAmountsOnOneLine(page);
    });
  });
}
