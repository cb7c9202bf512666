import { expect, test } from '../support/test';
import { newShopper, registerThroughForm } from '../support/accounts';

const publicPages = [
  { path: '/boutique', heading: 'Boutique', remote: 'mf_shop' },
  { path: '/vehicules-electriques', heading: 'Véhicules électriques', remote: 'mf_vehicles' },
  { path: '/blog', heading: 'Blog', remote: 'mf_content' },
  { path: '/carte-bornes', heading: 'Carte des bornes de recharge', remote: 'mf_stations' },
];

for (const { path, heading } of publicPages) {
  test(`${path} is rendered by its remote inside the shell`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the checkout and account remotes render for a signed-in shopper', async ({ page }) => {
  await registerThroughForm(page, newShopper());
  await expect(page).toHaveURL(/\/bienvenue$/);
  await page.goto('/checkout');
  // a new shopper's cart is empty: the checkout says so
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier est vide' })).toBeVisible();
  await page.goto('/tableau-de-bord');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
});

test('a protected route sends a signed-out visitor to /connexion, and back after signing in', async ({
  page,
}) => {
  await page.goto('/commandes');
  await expect(page).toHaveURL(/\/connexion\?retour=%2Fcommandes$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /email ou nom d'utilisateur/i }).fill('client@chargemaroc.ma');
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Client2026!');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/commandes$/);
});
