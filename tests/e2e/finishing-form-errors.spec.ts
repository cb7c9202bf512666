import { expect, test, type Locator, type Page } from '../support/test';
import { PANEL_PHOTO, VIEWPORTS, dearestProducts, inFullView, seedCart } from '../support/finishing';
import { newAccount, signIn } from '../support/checkout';

/** The refused field has focus, its message is beside it, and both are on screen. */
async function expectErrorInView(page: Page, field: Locator, message: Locator) {
  await expect(field).toBeFocused();
  await expect(message).toBeVisible();
  await expect.poll(() => inFullView(page, field)).toBe(true);
  await expect.poll(() => inFullView(page, message)).toBe(true);
}

// Issue 25: the cart's estimate form put its first error 345 px above the screen, the installation
// request showed 'Nom et téléphone requis' 1,000 px above the button, and a review without stars
// turned the comment box red.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`errors beside their field, in view (${name})`, () => {
    test.use({ viewport });

    test('the cart’s installation estimate', async ({ page, request }) => {
      const [product] = await dearestProducts(request, 1);
      await seedCart(page, [{ product, quantity: 1 }]);
      await page.goto('/panier');
      const main = page.getByRole('main');
      await main.getByRole('switch', { name: "Service d'installation" }).click();
      await main.getByRole('button', { name: "Valider l'estimation" }).click();
      const city = main.getByRole('combobox', { name: 'Ville' });
      await expectErrorInView(page, city, main.getByText('Veuillez sélectionner une ville'));
    });

    test('the checkout: its first refused field, not only the summary above the form', async ({
      page,
      request,
    }) => {
      const [product] = await dearestProducts(request, 1);
      await seedCart(page, [{ product, quantity: 1 }]);
      await signIn(page, await newAccount(request));
      await page.goto('/checkout');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Procéder au paiement' }).click();
      const firstName = main.getByRole('textbox', { name: 'Prénom' });
      await expectErrorInView(page, firstName, main.getByText('Le prénom est requis'));
      await expect(main.getByTestId('checkout-error')).toBeVisible();
    });

    test('the installation request: name and phone beside their fields', async ({ page }) => {
      await page.goto('/demande-installation');
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: 'Ville' }).selectOption('Casablanca');
      await main.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
      await main.getByLabel('Photo du disjoncteur ou du tableau électrique').setInputFiles(PANEL_PHOTO);
      await main.getByRole('button', { name: "Envoyer la demande d'installation" }).click();
      const nameField = main.getByRole('textbox', { name: 'Nom' });
      await expectErrorInView(page, nameField, main.getByText('Nom et téléphone requis').first());
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      // the second round: a malformed phone, beside the phone
      await nameField.fill('Salma Bennani');
      await main.getByRole('textbox', { name: 'Téléphone' }).fill('12');
      await main.getByRole('button', { name: "Envoyer la demande d'installation" }).click();
      await expectErrorInView(
        page,
        main.getByRole('textbox', { name: 'Téléphone' }),
        main.getByText('Format de téléphone invalide (ex: +212 6 XX XX XX XX)'),
      );
      await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a review without stars: the stars say so, not the comment box', async ({ page, request }) => {
      const [product] = await dearestProducts(request, 1);
      await signIn(page, await newAccount(request));
      await page.goto(`/produit/${product.documentId}`);
      await page.getByRole('region', { name: 'Avis clients', exact: true }).scrollIntoViewIfNeeded();
      const reviews = page.getByRole('region', { name: /^Avis clients \(\d+\)$/ });
      await reviews.getByRole('button', { name: 'Donner votre avis' }).click();
      const comment = reviews.getByRole('textbox', { name: 'Votre commentaire' });
      await comment.fill('Une borne solide, bien finie et simple à poser.');
      await reviews.getByRole('button', { name: 'Publier', exact: true }).click();
      const stars = reviews.getByRole('radiogroup', { name: 'Votre note' });
      await expect(stars).toHaveAttribute('aria-invalid', 'true');
      await expect(comment).not.toHaveAttribute('aria-invalid', 'true');
      await expectErrorInView(
        page,
        stars.getByRole('radio').first(),
        reviews.getByText('Veuillez donner une note pour ce produit.'),
      );
    });
  });
}
