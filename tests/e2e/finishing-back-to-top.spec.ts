import { expect, test } from '../support/test';
import { VIEWPORTS, controlsUnderBackToTop, dearestProducts, seedCart } from '../support/finishing';
import { newAccount, signIn } from '../support/checkout';
import { cardNames, productCards, settledCount } from '../support/shop';

// Issue 25: it covered the compare tray's 'Comparer', the newsletter's 'S'inscrire' and, on a phone,
// 'Procéder au paiement'. From the top of each page to its footer, no control is under it.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`back-to-top (${name})`, () => {
    test.use({ viewport });
    // every stop of a long page on a phone, four frames each
    test.setTimeout(120_000);

    test('the shop with the comparison tray open', async ({ page }) => {
      await page.goto('/boutique');
      await settledCount(page);
      const names = (await cardNames(page)).slice(0, 2);
      for (const [index, productName] of names.entries()) {
        await productCards(page)
          .nth(index)
          .getByRole('button', { name: `Comparer : ${productName}` })
          .click();
      }
      await expect(page.getByRole('complementary', { name: 'Comparaison de produits' })).toBeVisible();
      const { shown, covered } = await controlsUnderBackToTop(page);
      expect(shown).toBeGreaterThan(0);
      expect(covered).toEqual([]);
    });

    test('the cart, the checkout and the footer', async ({ page, request }) => {
      const [dearest, second] = await dearestProducts(request, 2);
      await seedCart(page, [
        { product: dearest, quantity: 1 },
        { product: second, quantity: 1 },
      ]);
      await page.goto('/panier');
      await expect(page.getByRole('link', { name: 'Passer la commande' })).toBeVisible();
      const inCart = await controlsUnderBackToTop(page);
      expect(inCart.shown).toBeGreaterThan(0);
      expect(inCart.covered).toEqual([]);

      await signIn(page, await newAccount(request));
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: 'Procéder au paiement' })).toBeVisible();
      const atCheckout = await controlsUnderBackToTop(page);
      expect(atCheckout.shown).toBeGreaterThan(0);
      expect(atCheckout.covered).toEqual([]);
    });
  });
}
