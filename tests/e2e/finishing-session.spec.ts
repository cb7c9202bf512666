import { expect, test, type Page } from '../support/test';
import { newAccount, orderableProduct, signIn } from '../support/checkout';

const favouritesInHeader = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Favoris/ });

async function addFavourite(page: Page, documentId: string) {
  await page.goto(`/produit/${documentId}`);
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /favoris/i })
    .first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesInHeader(page)).toHaveAccessibleName('Favoris (1 article)');
  return heart;
}

// Issue 25: after signing out (or on a 401) the header kept the previous user's count and hearts.
test.describe('a user’s data goes with their session', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // several pages each, on a shared machine
  test.setTimeout(60_000);

  test('signing out empties the wishlist count and the hearts', async ({ page, request }) => {
    const product = await orderableProduct(request, 1);
    await signIn(page, await newAccount(request));
    const heart = await addFavourite(page, product.documentId);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Salma|Mon compte|acheteur/ })
      .click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(favouritesInHeader(page)).toHaveAccessibleName('Favoris');
    await page.goto(`/produit/${product.documentId}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a 401 (the session ended elsewhere) empties them too', async ({ page, request }) => {
    const product = await orderableProduct(request, 1);
    const account = await newAccount(request);
    await signIn(page, account);
    await addFavourite(page, product.documentId);
    // the page's token is ended on the server (a sign-out on another device)
    const jwt = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('cm.session.v1') ?? '{}') as { state: { jwt: string } }).state.jwt,
    );
    const ended = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${jwt}` } });
    expect(ended.status()).toBe(204);
    await page.goto('/favoris');
    await expect(page).toHaveURL(/\/connexion/);
    await expect(favouritesInHeader(page)).toHaveAccessibleName('Favoris');
  });

  test('changing the password keeps the user signed in', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account);
    await page.goto('/profil');
    const main = page.getByRole('main');
    await main.getByLabel('Mot de passe actuel').fill(account.password);
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill('Recharge2027');
    await main.getByLabel('Confirmer le nouveau mot de passe').fill('Recharge2027');
    await main.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(main.getByTestId('password-notice')).toHaveText(/modifié/i);
    await page.goto('/commandes');
    await expect(page).toHaveURL(/\/commandes$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/\/connexion/);
  });
});
