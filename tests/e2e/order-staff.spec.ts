import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newAccount, orderableProduct, signIn, type Account } from '../support/checkout';

// Order staff in the real admin at /admin: they move a customer's order through the state machine's
// actions (confirm, ship with the carrier's number); the customer's order page shows it on its next
// load; a transition the machine forbids is refused in French; a cancelled order's stock comes back.
// the admin is a large application: two of them loading at once on a small machine take half a minute
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STAFF = { email: 'staff@chargemaroc.ma', password: 'Staff2026!' };
const CARRIER_NUMBER = 'AMANA-E2E12345MA';
const orderPage = (documentId: string) =>
  `/admin/content-manager/collection-types/api::order.order/${documentId}`;

interface PlacedOrder {
  documentId: string;
  orderId: string;
}

async function placeOrder(request: APIRequestContext, account: Account, productId: string, quantity = 1) {
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${account.jwt}` },
    data: {
      data: {
        items: [{ productId, quantity }],
        paymentMethod: 'cash',
        shippingMethod: 'standard',
        customerInfo: { firstName: 'Nadia', lastName: 'Alaoui', email: account.email, phone: '0612345678' },
        shippingAddress: { address: '8 rue de Fès', city: 'Rabat', region: 'Rabat-Salé-Kénitra' },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: PlacedOrder }).data;
}

async function staffSignIn(browser: Browser) {
  const page = await browser.newPage();
  await page.goto('/admin', { waitUntil: 'load' });
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Clicks one of the order's actions in the admin's side panel and confirms it in its dialog. */
async function runAction(admin: Page, label: string, trackingNumber?: string) {
  const actions = admin.getByRole('region', { name: 'Actions de la commande' });
  const button = actions.getByRole('button', { name: label, exact: true });
  // the panel asks the CMS which moves the order allows once the admin has drawn the page
  await expect(button).toBeVisible({ timeout: 45_000 });
  await button.click();
  const dialog = admin.getByRole('alertdialog');
  if (trackingNumber) await dialog.getByLabel('Numéro de suivi du transporteur').fill(trackingNumber);
  const answered = admin.waitForResponse((response) => response.url().includes('/admin/order-staff/'));
  await dialog.getByRole('button', { name: label, exact: true }).click();
  return answered;
}

test("staff ship an order from the admin; the customer's page shows it; a forbidden move is refused in French", async ({
  browser,
  page,
  request,
}) => {
  const customer = await newAccount(request);
  const product = await orderableProduct(request, 2);
  const order = await placeOrder(request, customer, product.documentId);

  const admin = await staffSignIn(browser);
  await admin.goto(orderPage(order.documentId), { waitUntil: 'load' });
  expect((await runAction(admin, 'Confirmer')).status()).toBe(200);
  // the page reloads with the order's next moves
  await expect(admin.getByRole('button', { name: 'Commencer la préparation', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect((await runAction(admin, 'Expédier', CARRIER_NUMBER.toLowerCase())).status()).toBe(200);

  await signIn(page, customer);
  await page.goto(`/commande/${order.orderId}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('order-status')).toHaveText('Expédiée');
  await expect(main.getByTestId('detail-carrier-tracking')).toHaveText(CARRIER_NUMBER);
  await expect(main.getByTestId('timeline-shipped')).toHaveAttribute('data-reached', 'true');
  await expect(main.getByTestId('timeline-delivered')).toHaveAttribute('data-reached', 'false');

  // shipped: cancelling is not offered any more; asked anyway, the CMS refuses it in French
  await admin.goto(orderPage(order.documentId), { waitUntil: 'load' });
  await expect(admin.getByRole('button', { name: 'Marquer livrée', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const signedIn = await request.post('/admin/login', { data: STAFF });
  expect(signedIn.status()).toBe(200);
  const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
  const answer = await request.post(`/admin/order-staff/orders/${order.documentId}/actions/cancel`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  const refused = { status: answer.status(), body: (await answer.json()) as { error: { message: string } } };
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toBe(
    '« Annuler la commande » est impossible pour une commande « Expédiée ». Actions possibles : Marquer livrée, Marquer retournée.',
  );
  await page.reload();
  await expect(main.getByTestId('order-status')).toHaveText('Expédiée');
  await admin.close();
});

test("a cancelled order's stock comes back", async ({ browser, request }) => {
  const customer = await newAccount(request);
  // a product no other spec orders, so that its stock moves only with this order
  const product = await orderableProduct(request, 9);
  const stockOf = async () => {
    const response = await request.get(`/api/produits/${product.documentId}`);
    return ((await response.json()) as { data: { stock: number } }).data.stock;
  };
  const before = await stockOf();
  const order = await placeOrder(request, customer, product.documentId, 2);
  await expect.poll(stockOf).toBe(before - 2);

  const admin = await staffSignIn(browser);
  await admin.goto(orderPage(order.documentId), { waitUntil: 'load' });
  expect((await runAction(admin, 'Annuler la commande')).status()).toBe(200);
  await expect.poll(stockOf, { timeout: 10_000 }).toBe(before);
  await admin.close();
});
