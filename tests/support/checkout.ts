import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productsFromApi, type ApiProduct } from './shop';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoViolations(page: Page) {
  // the pointer off any control: a solid button under the pointer is drawn 10 % lighter (design system)
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`).join(' | ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

/** The page is no wider than the window (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page, `page ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(
    widths.window,
  );
}

let counter = 0;

/** A new account made through the CMS's register call (the form has its own tests). */
export async function newAccount(request: APIRequestContext) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${counter}`;
  const account = {
    username: `acheteur${stamp}`,
    email: `acheteur.${stamp}@exemple.ma`,
    password: 'Recharge2026',
  };
  const response = await request.post('/api/auth/local/register', { data: account });
  expect(response.ok(), `register answered ${response.status()}`).toBe(true);
  const { jwt } = (await response.json()) as { jwt: string };
  return { ...account, jwt };
}

export type Account = Awaited<ReturnType<typeof newAccount>>;

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/connexion');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /email ou nom d'utilisateur/i }).fill(account.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/connexion/);
}

/** A priced wallbox with stock, cheapest first (so several tests can buy from the seeded stock). */
export async function orderableProduct(request: APIRequestContext, index = 0): Promise<ApiProduct> {
  const { data } = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=5&sort=price:asc',
  );
  const product = data[index % Math.max(1, data.length)];
  if (!product) throw new Error('no priced product in stock');
  return product;
}

export async function addToCart(page: Page, product: ApiProduct) {
  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  // the purchase panel may still be hydrating right after the page is interactive: click until added
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Panier \([1-9]\d* articles?\)$/ });
  await expect(async () => {
    if (!(await cartLink.isVisible()))
      await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await expect(cartLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export const SHIPPING_DETAILS = {
  phone: '+212 6 12 34 56 78',
  address: '12 rue Ibn Battouta',
  city: 'Casablanca',
  region: 'Casablanca-Settat',
  postalCode: '20250',
};

export async function fillCheckout(
  page: Page,
  details: Partial<typeof SHIPPING_DETAILS> & { firstName?: string; lastName?: string } = {},
) {
  const main = page.getByRole('main');
  const values = { firstName: 'Salma', lastName: 'Bennani', ...SHIPPING_DETAILS, ...details };
  await main.getByRole('textbox', { name: 'Prénom' }).fill(values.firstName);
  await main.getByRole('textbox', { name: 'Nom', exact: true }).fill(values.lastName);
  await main.getByRole('textbox', { name: 'Téléphone' }).fill(values.phone);
  await main.getByRole('textbox', { name: 'Adresse', exact: true }).fill(values.address);
  await main.getByRole('textbox', { name: 'Ville' }).fill(values.city);
  await main.getByRole('combobox', { name: 'Région' }).selectOption(values.region);
  await main.getByRole('textbox', { name: 'Code postal (facultatif)' }).fill(values.postalCode);
}

export interface StoredOrder {
  orderId: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  total: number;
  subtotal: number;
  tax: number;
  shipping: number;
  trackingNumber: string;
  items: { productId: string; quantity: number }[];
}

export async function ordersOf(request: APIRequestContext, jwt: string): Promise<StoredOrder[]> {
  const response = await request.get('/api/orders?pageSize=50', {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredOrder[] }).data;
}
