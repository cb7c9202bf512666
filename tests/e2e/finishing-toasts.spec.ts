import { expect, test } from '../support/test';
import { VIEWPORTS } from '../support/finishing';
import { cardNames, productCards, settledCount } from '../support/shop';

declare global {
  interface Window {
    /** Tops of the toasts drawn above the header's bottom edge, frame by frame. */
    toastsOverHeader?: number[];
  }
}

// Issue 25: toasts covered the header's cart and account buttons and stacked four deep.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`toasts (${name})`, () => {
    test.use({ viewport });

    test('four products added quickly: two toasts at most, under the header', async ({ page }) => {
      await page.goto('/boutique?sale=true');
      await settledCount(page);
      // every frame drawn, while the toasts come in and go as when they settle: a toast moving over
      // the header takes the taps meant for its buttons
      await page.evaluate(() => {
        const over: number[] = [];
        window.toastsOverHeader = over;
        const check = () => {
          const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
            const { top } = root.getBoundingClientRect();
            if (top < header) over.push(Math.round(top));
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      const addButtons = productCards(page).getByRole('button', { name: /^Ajouter au panier : / });
      expect(await addButtons.count()).toBeGreaterThanOrEqual(4);
      for (let index = 0; index < 4; index += 1) await addButtons.nth(index).click();

      const toasts = page.locator('[data-scope="toast"][data-part="root"]');
      await expect(toasts.first()).toBeVisible();
      await expect.poll(() => toasts.count()).toBeLessThanOrEqual(2);
      // the last toast's arrival drawn whole (its slide lasts 400 ms)
      await expect(toasts.first()).toHaveCSS('opacity', '1');
      expect(await page.evaluate(() => window.toastsOverHeader)).toEqual([]);
      // the cart button stays within reach
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Panier/ })
        .click();
      await expect(page).toHaveURL(/\/panier$/);
    });

    test('a dialog opened while toasts show: they go, its title and close button free', async ({ page }) => {
      await page.goto('/boutique');
      await settledCount(page);
      const names = (await cardNames(page)).slice(0, 2);
      for (const [index, productName] of names.entries())
        await productCards(page)
          .nth(index)
          .getByRole('button', { name: `Comparer : ${productName}` })
          .click();
      const toasts = page.locator('[data-scope="toast"][data-part="root"]');
      await expect(toasts).toHaveCount(2);
      await page
        .getByRole('complementary', { name: 'Comparaison de produits' })
        .getByRole('button', { name: 'Comparer', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Comparaison de produits' });
      const close = dialog.getByRole('button', { name: 'Fermer' });
      await expect(close).toBeInViewport();
      await expect(dialog.getByRole('columnheader')).toHaveCount(3);
      await expect(toasts).toHaveCount(0);
      await close.click();
      await expect(dialog).toBeHidden();
    });
  });
}
