import { expect, test } from '../support/test';
import { productCards, productsFromApi, resultCount } from '../support/shop';

const titleOf = (productName: string) =>
  new RegExp(`${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ChargeMaroc$`);

test.describe('without JavaScript, the server-rendered pages are complete', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop shows its frame, filters and first products', async ({ page, request }) => {
    const { meta } = await productsFromApi(request);
    await page.goto('/boutique');
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    await expect(resultCount(page)).toHaveText(`${meta.pagination.total} produit(s)`);
    await expect(productCards(page)).toHaveCount(Math.min(20, meta.pagination.total));
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a product page shows the product, its price and its picture', async ({ page, request }) => {
    const { data } = await productsFromApi(request, 'filters[price][$notNull]=true&sort=Name:asc');
    const [product] = data;
    if (!product) throw new Error('the CMS has no product with a price');
    await page.goto(`/produit/${product.documentId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(product.Name);
    await expect(main.getByTestId('price').first()).toContainText('MAD');
    await expect(main.getByRole('img').first()).toBeVisible();
    await expect(page).toHaveTitle(titleOf(product.Name));
  });

  test('a first visit to the cart shows the empty cart', async ({ page }) => {
    await page.goto('/panier');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Votre panier est vide' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Panier | ChargeMaroc');
  });

  test('an unknown product answers the not-found page', async ({ page }) => {
    await page.goto('/produit/produit-inexistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Produit non trouvé' })).toBeVisible();
  });
});

test('the browser takes over with the data the page came with, then works as usual', async ({
  page,
  request,
}) => {
  const { data } = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=1&sort=Name:asc',
  );
  const [product] = data;
  if (!product) throw new Error('the CMS has no product in stock');
  const productRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`/api/produits/${product.documentId}`)) productRequests.push(sent.url());
  });
  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  const cartLink = page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
  await expect(cartLink).toContainText('1');
  expect(productRequests, 'the product is not fetched again by the browser').toEqual([]);
  await expect(page).toHaveTitle(titleOf(product.Name));
});

test('what is typed before the take-over is kept', async ({ page }) => {
  let releaseShop: () => void = () => {};
  const shopHeld = new Promise<void>((resolve) => (releaseShop = resolve));
  await page.route('**/remotes/mf-shop/**', async (route) => {
    await shopHeld;
    await route.continue();
  });
  await page.goto('/boutique', { waitUntil: 'commit' });
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Rechercher un produit' });
  await search.fill('wallbox');
  releaseShop();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(search).toHaveValue('wallbox');
  await expect(search).toBeFocused();
  await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/[?&]q=wallbox/);
});

test('a cart with lines is shown by the browser, never as empty first', async ({ page, request }) => {
  const { data } = await productsFromApi(request, 'filters[price][$notNull]=true&filters[stock][$gte]=1');
  const [product] = data;
  if (!product) throw new Error('the CMS has no product in stock');
  await page.goto(`/produit/${product.documentId}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  const served = await page.goto('/panier');
  expect(await served?.text(), 'the server does not claim the cart is empty').not.toContain(
    'Votre panier est vide',
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
});
