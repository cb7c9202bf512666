import { expect, test } from '../support/test';
import {
  addToCart,
  expectNoSidewaysScroll,
  expectNoViolations,
  fillCheckout,
  newAccount,
  orderableProduct,
  ordersOf,
  signIn,
  type Account,
} from '../support/checkout';
import { formatPrice } from '../../shared/src/format/format';
import type { Page } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

/** A cash order placed through the screens; answers its reference. */
async function buyByCash(page: Page, request: Parameters<typeof orderableProduct>[0]): Promise<string> {
  await addToCart(page, await orderableProduct(request, 1));
  await page.goto('/checkout');
  await fillCheckout(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await main.getByRole('button', { name: 'Confirmer la commande' }).click();
  const heading = main.getByTestId('confirmation-order-id');
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace(/^.*n°\s*/, '');
}

test('orders list, detail with timeline, cancel; a second user sees none of them', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await newAccount(request);
  await signIn(page, account);
  const reference = await buyByCash(page, request);
  const [stored] = await ordersOf(request, account.jwt);

  await page.getByRole('main').getByRole('link', { name: 'Voir mes commandes' }).click();
  await expect(page).toHaveURL(/\/commandes$/);
  const main = page.getByRole('main');
  const card = main.getByTestId('order-card').filter({ hasText: reference });
  await expect(card.getByTestId('order-status')).toHaveText('En attente');
  await expect(card.getByTestId('order-total')).toHaveText(formatPrice(stored!.total));
  await expect(card.getByTestId('order-tracking')).toHaveText(stored!.trackingNumber);
  await expect(card.getByTestId('order-payment')).toHaveText('Paiement à la livraison');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await card.getByRole('link', { name: /Voir détails/ }).click();
  await expect(page).toHaveURL(new RegExp(`/commande/${reference}$`));
  await expect(main.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
  await expect(main.getByTestId('timeline-placed')).toHaveAttribute('data-reached', 'true');
  await expect(main.getByTestId('timeline-confirmed')).toHaveAttribute('data-reached', 'false');
  await expect(main.getByTestId('detail-total')).toHaveText(formatPrice(stored!.total));
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  // another account cannot read it, by list or by address
  const other: Account = await newAccount(request);
  expect(await ordersOf(request, other.jwt)).toHaveLength(0);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  // anyone holding the tracking number sees the progress, not the customer
  await strangerPage.goto(`/suivi-commande?numero=${stored!.trackingNumber}`);
  const tracking = strangerPage.getByRole('main');
  await expect(tracking.getByTestId('order-status')).toHaveText('En attente');
  await expect(tracking.getByTestId('tracking-placed')).toHaveAttribute('data-reached', 'true');
  await expect(tracking).not.toContainText('Bennani');
  await expect(tracking).not.toContainText(reference);
  await strangerPage.goto('/connexion');
  await strangerPage
    .getByRole('main')
    .getByRole('textbox', { name: /email ou nom d'utilisateur/i })
    .fill(other.email);
  await strangerPage
    .getByRole('main')
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(other.password);
  await strangerPage.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(strangerPage).not.toHaveURL(/\/connexion/);
  await strangerPage.goto(`/commande/${reference}`);
  await expect(strangerPage.getByRole('main').getByRole('alert')).toContainText('Commande non trouvée');
  await strangerPage.goto('/commandes');
  await expect(strangerPage.getByRole('main').getByText('Aucune commande trouvée')).toBeVisible();
  await stranger.close();

  // cancel with a confirmation
  await main.getByRole('button', { name: 'Annuler', exact: true }).click();
  await main.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler la commande' }).click();
  await expect(main.getByTestId('order-status')).toHaveText('Annulée');
  const [after] = await ordersOf(request, account.jwt);
  expect(after?.status).toBe('cancelled');
});

test('orders list: the CMS failing shows the spec message', async ({ page, request }) => {
  await signIn(page, await newAccount(request));
  await page.route('**/api/orders?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/commandes');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Erreur lors du chargement des commandes: ',
  );
});

test('dashboard tabs and profile edit that persists', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await newAccount(request);
  await signIn(page, account);
  await page.goto('/tableau-de-bord');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'Mes commandes' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText('Aucune commande', { exact: true })).toBeVisible();
  await main.getByRole('tab', { name: 'Liste de souhaits' }).click();
  await expect(main.getByText('Liste vide')).toBeVisible();
  await main.getByRole('tab', { name: 'Mon profil' }).click();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await main.getByRole('link', { name: 'Modifier mon profil' }).click();

  await expect(page).toHaveURL(/\/profil$/);
  await expect(main.getByTestId('account-status')).toHaveText('Actif');
  await expect(main.getByTestId('account-type')).toHaveText('Membre');
  await main.getByRole('textbox', { name: 'Prénom' }).fill('Yasmine');
  await main.getByRole('textbox', { name: 'Nom', exact: true }).fill('Alaoui');
  await main.getByRole('textbox', { name: 'Téléphone' }).fill('0661000000');
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByTestId('profile-notice')).toHaveText(/Profil mis à jour avec succès!/);
  await expect(main.getByTestId('profile-notice')).toHaveCount(0, { timeout: 6000 });
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Yasmine');
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${account.jwt}` } });
  expect(await me.json()).toMatchObject({ prenom: 'Yasmine', nom: 'Alaoui', phone: '0661000000' });

  // password change through the CMS, with the spec's rule first
  await main.getByLabel('Mot de passe actuel').fill(account.password);
  await main.getByLabel('Nouveau mot de passe', { exact: true }).fill('abc');
  await main.getByLabel('Confirmer le nouveau mot de passe').fill('abc');
  await main.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const newPassword = main.getByLabel('Nouveau mot de passe', { exact: true });
  await expect(newPassword).toHaveAccessibleDescription(/au moins 6 caractères/);
  await expect(newPassword).toBeFocused();
});

test('the wishlist follows the account to another browser context', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await newAccount(request);
  const product = await orderableProduct(request, 2);
  await signIn(page, account);
  // the product page keeps it in this browser; /favoris merges it into the account's list
  await page.goto(`/produit/${product.documentId}`);
  const favourite = page
    .getByRole('main')
    .getByRole('button', { name: /favoris/i })
    .first();
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favoris');
  const main = page.getByRole('main');
  await expect(main.getByTestId('wishlist-card')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  const elsewhere = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const other = await elsewhere.newPage();
  await other.goto('/connexion');
  const form = other.getByRole('main');
  await form.getByRole('textbox', { name: /email ou nom d'utilisateur/i }).fill(account.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(other).not.toHaveURL(/\/connexion/);
  await other.goto('/favoris');
  const card = other.getByRole('main').getByTestId('wishlist-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Ajouter au panier/ }).click();
  await expect(other.getByRole('link', { name: /Panier \(1 article\)/ })).toBeVisible();
  await other.getByRole('main').getByRole('button', { name: 'Vider la liste' }).click();
  await expect(other.getByRole('main').getByText('Liste vide')).toBeVisible();
  await elsewhere.close();

  await page.reload();
  await expect(main.getByText('Liste vide')).toBeVisible();
});
