import type { APIRequestContext, Page } from '@playwright/test';
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
} from '../support/checkout';
import { productsFromApi } from '../support/shop';
import { formatPrice } from '../../shared/src/format/format';

test.describe.configure({ timeout: 120_000 });

test('signed out, "Passer la commande" goes through sign-in and back to /checkout', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await addToCart(page, await orderableProduct(request));
  await page.goto('/panier');
  await page.getByRole('main').getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/connexion\?retour=%2Fcheckout/);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /email ou nom d'utilisateur/i }).fill(account.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
});

test('an empty cart cannot be checked out', async ({ page, request }) => {
  await signIn(page, await newAccount(request));
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier est vide' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
    'href',
    '/boutique',
  );
});

test('validation messages, typed values kept on error and after a reload; 360 px and axe clean', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, await newAccount(request));
  await addToCart(page, await orderableProduct(request));
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(main.getByRole('alert')).toHaveText(/Veuillez corriger les erreurs dans le formulaire/);
  for (const message of [
    'Le prénom est requis',
    'Le nom est requis',
    'Le téléphone est requis',
    "L'adresse est requise",
    'La ville est requise',
    'La région est requise',
  ])
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await main.getByRole('textbox', { name: 'Prénom' }).fill('Salma');
  await main.getByRole('textbox', { name: 'Téléphone' }).fill('+212 4 12 34 56 78');
  await main.getByRole('textbox', { name: 'Email' }).fill('salma@');
  await main.getByRole('textbox', { name: 'Code postal (facultatif)' }).fill('2025');
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(main.getByText('Format de téléphone invalide (ex: +212 6 XX XX XX XX)')).toBeVisible();
  await expect(main.getByText("Format d'email invalide")).toBeVisible();
  await expect(main.getByText('Code postal invalide (5 chiffres)')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Salma');

  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Salma');
  await expect(main.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+212 4 12 34 56 78');
});

test('cash purchase: one order for a double click, totals equal the stored order, cart cleared', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await newAccount(request);
  await signIn(page, account);
  const product = await orderableProduct(request);
  await addToCart(page, product);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await fillCheckout(page, { region: 'Dakhla-Oued Ed-Dahab', city: 'Dakhla' });
  await expect(main.getByRole('radio', { name: /Paiement à la livraison/ })).toBeChecked();
  const checkoutTotal = await main.getByTestId('summary-total').innerText();
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('navigation', { name: 'Étapes du paiement' })).toContainText('Livraison');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  // the order data survives a reload
  await page.reload();
  await expect(main.getByTestId('summary-total')).toHaveText(checkoutTotal);
  await expect(main.getByTestId('delivery-date-standard')).toBeVisible();

  await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await main.getByRole('button', { name: 'Confirmer la commande' }).dblclick();
  await expect(main.getByText('Commande confirmée! Vous paierez à la livraison.')).toBeVisible();
  const reference = (await main.getByTestId('confirmation-order-id').innerText()).replace(/^.*n°\s*/, '');
  await expectNoSidewaysScroll(page);

  const orders = await ordersOf(request, account.jwt);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order?.orderId).toBe(reference);
  expect(order).toMatchObject({ status: 'pending', paymentMethod: 'cash', paymentStatus: 'pending' });
  expect(formatPrice(order!.total)).toBe(checkoutTotal);
  await expect(main.getByTestId('confirmation-total')).toContainText(formatPrice(order!.total));

  await page.goto('/panier');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier est vide' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveCount(0);
});

// A 1×1 PNG: the CMS decodes it, keeps a clean copy and names it itself.
const PANEL_PHOTO = {
  name: 'tableau.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

/** A new signed-in shopper with a priced wallbox in the cart (`index` picks another wallbox). */
async function shopperWithWallbox(page: Page, request: APIRequestContext, index: number) {
  const account = await newAccount(request);
  await signIn(page, account);
  const { data } = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=5&filters[category][$containsi]=wallbox&sort=price:asc',
  );
  const wallbox = data[index] ?? data[0];
  if (!wallbox) throw new Error('no wallbox with a price and stock');
  await addToCart(page, wallbox);
  return account;
}

/** From /payment: places the order paid in cash and answers its reference. */
async function confirmCashOrder(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await main.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(main.getByText('Commande confirmée! Vous paierez à la livraison.')).toBeVisible();
  return (await main.getByTestId('confirmation-order-id').innerText()).replace(/^.*n°\s*/, '');
}

/** The order's line holds the photo (an /uploads/ image) and /commande/{id} shows it. */
async function expectOrderPhoto(page: Page, request: APIRequestContext, jwt: string, reference: string) {
  const [order] = (await ordersOf(request, jwt)) as unknown as {
    orderId: string;
    items: { installation: { photo?: { url: string } } | null }[];
  }[];
  expect(order?.orderId).toBe(reference);
  const stored = order!.items[0]!.installation!.photo!;
  expect(stored.url).toMatch(/^\/uploads\/.+\.png$/);

  await page.goto(`/commande/${reference}`);
  const main = page.getByRole('main');
  const thumbnail = main.getByRole('img', { name: /^Photo du tableau électrique envoyée pour / });
  await expect(thumbnail).toBeVisible();
  await expect(main.getByTestId('order-item-photo')).toHaveAttribute('href', stored.url);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}

test("the estimate's photo chosen at checkout travels with the order and shows on the order page", async ({
  page,
  request,
}) => {
  const account = await shopperWithWallbox(page, request, 1);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: "Estimer l'installation" }).click();
  await main.getByRole('combobox', { name: 'Ville' }).selectOption('Casablanca');
  await main.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
  await main.getByLabel('Photo du disjoncteur ou du tableau électrique').setInputFiles(PANEL_PHOTO);
  await main.getByRole('button', { name: "Valider l'estimation" }).click();
  const summaryPhoto = main.getByRole('img', { name: /^Photo du tableau électrique pour / });
  await expect(summaryPhoto).toBeVisible();
  await fillCheckout(page);
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(summaryPhoto).toBeVisible();
  const reference = await confirmCashOrder(page);
  await expectOrderPhoto(page, request, account.jwt, reference);
});

/** How many line photos this browser still keeps (IndexedDB, once the shop has opened it). */
const keptPhotoCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('cm.installation-photos');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('photos').objectStore('photos').count();
          counting.onerror = () => reject(counting.error);
          counting.onsuccess = () => {
            opening.result.close();
            resolve(counting.result);
          };
        };
      }),
  );

test("the photo chosen in the cart's estimate survives a reload, reopens with 'Modifier' and is sent once with the order", async ({
  page,
  request,
}) => {
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/orders/installation-photos'))
      uploads.push(sent.url());
  });
  const account = await shopperWithWallbox(page, request, 2);
  await page.goto('/panier');
  const main = page.getByRole('main');
  await main.getByRole('switch', { name: "Service d'installation" }).press('Space');
  await main.getByRole('combobox', { name: 'Ville' }).selectOption('Marrakech');
  await main.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
  await main.getByLabel('Photo du disjoncteur ou du tableau électrique').setInputFiles(PANEL_PHOTO);
  const chosenPhoto = main.getByRole('img', { name: 'Photo choisie : tableau.png' });
  await expect(chosenPhoto).toBeVisible();
  await main.getByRole('button', { name: "Valider l'estimation" }).click();
  await expect(main.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await expect.poll(() => keptPhotoCount(page)).toBe(1);

  await page.reload();
  await main.getByRole('button', { name: 'Modifier' }).click();
  await expect(main.getByRole('combobox', { name: 'Ville' })).toHaveValue('Marrakech');
  await expect(chosenPhoto).toBeVisible();
  await expect
    .poll(() => chosenPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await main.getByRole('button', { name: 'Annuler' }).click();

  await page.goto('/checkout');
  const summaryPhoto = main.getByRole('img', { name: /^Photo du tableau électrique pour / });
  await expect(summaryPhoto).toBeVisible();
  await page.reload();
  await expect(summaryPhoto).toBeVisible();
  await fillCheckout(page);
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const reference = await confirmCashOrder(page);
  expect(uploads).toHaveLength(1);
  await expect.poll(() => keptPhotoCount(page)).toBe(0);
  await expectOrderPhoto(page, request, account.jwt, reference);
});

test('a CMS error returns to the payment step with the spec message and keeps the cart', async ({
  page,
  request,
}) => {
  await signIn(page, await newAccount(request));
  await addToCart(page, await orderableProduct(request));
  await page.goto('/checkout');
  await fillCheckout(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"status":500}}' })
      : route.continue(),
  );
  await main.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(main.getByRole('alert')).toContainText('Erreur lors du paiement. Veuillez réessayer.');
  await expect(main.getByRole('button', { name: 'Confirmer la commande' })).toBeVisible();
  await page.unroute('**/api/orders');
  await page.goto('/panier');
  await expect(main.getByRole('link', { name: 'Passer la commande' })).toBeVisible();
});

test('without order data, /payment says so and leads back to the checkout', async ({ page, request }) => {
  await signIn(page, await newAccount(request));
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Données de commande manquantes' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Retour au formulaire' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('card purchase through the CMI-compatible gateway: declined, then approved; only the callback pays', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await newAccount(request);
  await signIn(page, account);
  await addToCart(page, await orderableProduct(request, 3));
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await fillCheckout(page);
  await main.getByRole('radio', { name: /Paiement en ligne par carte/ }).check({ force: true });
  const checkoutTotal = await main.getByTestId('summary-total').innerText();
  await main.getByRole('button', { name: 'Procéder au paiement' }).click();
  await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  // the e2e server, as the demo start, takes cards through the local test gateway, and says so
  await expect(main.getByTestId('payment-test-mode')).toContainText('Mode test');

  const payByCard = async (number: string) => {
    await main.getByRole('button', { name: 'Payer par carte' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/test-gateway$/);
    await expect(page.getByText(`${parsePriceText(checkoutTotal)} MAD`).first()).toBeVisible();
    await page.getByLabel('Numéro de carte').fill(number);
    await page.getByLabel('Titulaire de la carte').fill('Salma Bennani');
    await page.getByLabel("Date d'expiration (MM/AA)").fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^Payer/ }).click();
  };

  await payByCard('4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  let [order] = await ordersOf(request, account.jwt);
  expect(order?.paymentStatus).not.toBe('paid');
  await page.getByRole('button', { name: 'Retourner sur ChargeMaroc' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(main.getByRole('alert')).toContainText('Erreur lors du paiement. Veuillez réessayer.');

  await payByCard('4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
  await page.getByRole('button', { name: 'Retourner sur ChargeMaroc' }).click();
  await expect(main.getByText('Paiement réussi! Votre commande a été confirmée.')).toBeVisible();
  await expect(main.getByTestId('confirmation-transaction')).toContainText('Transaction n°');
  await expectNoSidewaysScroll(page);

  const orders = await ordersOf(request, account.jwt);
  expect(orders).toHaveLength(1);
  [order] = orders;
  expect(order).toMatchObject({ paymentMethod: 'cmi', paymentStatus: 'paid', status: 'confirmed' });
  expect(formatPrice(order!.total)).toBe(checkoutTotal);
  await page.goto('/panier');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier est vide' })).toBeVisible();
});

/** '9.700,00 MAD' → '9700.00', as the gateway shows the amount. */
function parsePriceText(text: string): string {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.')).toFixed(2);
}
