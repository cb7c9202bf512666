import { expect, test } from '../support/test';
import { idsReactDisagreesWith, watchHydrationProblems } from '../support/hydration';
import { asServedHtml, productCards, productsFromApi, resultCount } from '../support/shop';
import { E2E_REMOTE_DOWN_PORT } from '../support/ports.mjs';
import { addToCart, newAccount, orderableProduct, signIn } from '../support/checkout';
import { watchLayoutShifts } from '../support/layout-shifts';

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

  test("a signed-in page gets its section's placeholder: the checkout's heading and room", async ({
    page,
  }) => {
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
    await expect(main.getByRole('status', { name: 'Chargement…' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  });

  test('an unknown product answers the not-found page', async ({ page }) => {
    await page.goto('/produit/produit-inexistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Produit non trouvé' })).toBeVisible();
  });
});

test('the browser hydrates the page with the data it came with, then works as usual', async ({
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
  const hydrationProblems = watchHydrationProblems(page);
  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  const cartLink = page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
  await expect(cartLink).toContainText('1');
  expect(productRequests, 'the product is not fetched again by the browser').toEqual([]);
  expect(hydrationProblems(), 'no hydration mismatch').toEqual([]);
  await expect(page).toHaveTitle(titleOf(product.Name));
});

// 'Ajouter au panier' and the other controls tapped before the page's code has run:
// early-interactions.spec.ts

test('the server markup is kept: hydration does not replace the nodes it was given', async ({ page }) => {
  await page.goto('/boutique', { waitUntil: 'commit' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Boutique' });
  await heading.evaluate((node) => node.setAttribute('data-from-server', 'true'));
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(heading).toHaveAttribute('data-from-server', 'true');
});

// Issue 24: emotion's caches took the served <style> tags over by moving them in the head; each move
// made the browser restyle and lay out the whole page (0.2-0.8 s each at 4x CPU, three per page).
test('the served styles stay where they are: no style sheet is moved or replaced while the page starts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { movedStyles: string[] }).movedStyles = moved;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement || node instanceof HTMLLinkElement)
            moved.push(node.outerHTML.slice(0, 60));
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/boutique', '/vehicules-electriques', '/faq']) {
    await page.goto(path);
    expect(await page.locator('head style[data-emotion]').count(), path).toBeGreaterThan(0);
    const moved = await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles);
    expect(moved, path).toEqual([]);
  }
});

// Issue 25: the frame rendered one more child in the browser than on the server, so every field's id
// (the footer's newsletter, the header's search) differed from React's after hydration.
test('the ids of the served markup are the ones React gives when hydrating', async ({ page }) => {
  for (const path of ['/', '/boutique', '/vehicules-electriques', '/contact', '/connexion']) {
    await page.goto(path);
    const ids = await page.locator('[id^="_R_"]').count();
    expect(ids, `${path} has fields with React ids`).toBeGreaterThan(0);
    expect(await idsReactDisagreesWith(page), path).toEqual([]);
  }
});

test('a client navigation runs the page loader in the browser', async ({ page }) => {
  await page.goto('/panier');
  const listRequest = page.waitForRequest((sent) => /\/api\/produits\?/.test(sent.url()));
  await page.getByRole('link', { name: 'Continuer mes achats' }).click();
  await listRequest;
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
});

test.describe('honest status codes', () => {
  test('an unknown path and an unknown product answer 404 with the French page', async ({ request }) => {
    const unknownPath = await request.get('/cette-page-n-existe-pas', { headers: { Accept: 'text/html' } });
    expect(unknownPath.status()).toBe(404);
    expect(await unknownPath.text()).toContain('Page Non Trouvée');
    const unknownProduct = await request.get('/produit/produit-inexistant', {
      headers: { Accept: 'text/html' },
    });
    expect(unknownProduct.status()).toBe(404);
    expect(await unknownProduct.text()).toContain('Produit non trouvé');
  });

  test('an old path is sent to its French address', async ({ request }) => {
    const response = await request.get('/login', { maxRedirects: 0, headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/connexion');
  });
});

test.describe('a remote whose containers cannot be reached', () => {
  const origin = `http://127.0.0.1:${E2E_REMOTE_DOWN_PORT}`;

  test('still gets the frame from the server, and its region the section fallback', async ({ request }) => {
    const response = await request.get(`${origin}/boutique`, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(503);
    const html = await response.text();
    expect(html).toContain('Navigation principale');
    expect(html).toContain('pas pu être chargée.');
  });

  test('leaves the rest of the site working in the browser', async ({ page }) => {
    await page.goto(`${origin}/boutique`);
    await expect(page.getByRole('alert')).toContainText("Cette section n'a pas pu être chargée.");
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(`${origin}/blog`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a cart with lines is served with its lines, never as empty first', async ({ page, request }) => {
  const { data } = await productsFromApi(request, 'filters[price][$notNull]=true&filters[stock][$gte]=1');
  const [product] = data;
  if (!product) throw new Error('the CMS has no product in stock');
  await page.goto(`/produit/${product.documentId}`);
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  const served = await page.goto('/panier');
  const html = (await served?.text()) ?? '';
  expect(html, 'the server does not claim the cart is empty').not.toContain('Votre panier est vide');
  expect(html, "the server draws the line and its controls from the cart's cookie").toContain(
    asServedHtml(product.Name),
  );
  expect(html).toContain('aria-label="Augmenter la quantité de ');
  expect(served?.headers()['cache-control'], 'a page for this visitor alone').toBe('private, no-store');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
});

test("the checkout replaces the server's placeholder in place: no hydration error, nothing moves", async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, account);
  await addToCart(page, await orderableProduct(request));
  const hydrationProblems = watchHydrationProblems(page);
  await page.addInitScript(() => {
    const measured = window as unknown as { layoutShift: number };
    measured.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        measured.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const served = await page.goto('/checkout');
  expect(await served?.text()).toContain('Finaliser la commande');
  await expect(page.getByRole('main').getByRole('textbox', { name: /Prénom/ })).toBeVisible();
  expect(hydrationProblems()).toEqual([]);
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(layoutShift).toBeLessThan(0.02);
});

/** Three recent orders, as the CMS lists them, for a shopper the e2e CMS has none of. */
const threeOrders = {
  data: ['4F7K2Q', '9B3M1Z', '7H2P8R'].map((suffix, index) => ({
    id: index + 1,
    documentId: `order-${suffix}`,
    orderId: `CM-2026112${index}-${suffix}`,
    status: 'processing',
    total: 123_456.5,
    createdAt: `2026-11-2${index}T10:00:00.000Z`,
  })),
  meta: { pagination: { page: 1, pageCount: 1, total: 3 } },
};

for (const viewport of [
  // Lighthouse's phone: the footer is in view under the dashboard
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test(`the dashboard replaces the server's placeholder in place, with no order or three (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, await newAccount(request));
    const main = page.getByRole('main');
    const hydrationProblems = watchHydrationProblems(page);
    const layoutShift = await watchLayoutShifts(page);

    const served = await page.goto('/tableau-de-bord');
    expect(await served?.text()).toContain('Commandes récentes');
    await expect(main.getByText('Aucune commande', { exact: true })).toBeVisible();
    expect(hydrationProblems()).toEqual([]);
    expect(await layoutShift()).toBeLessThan(0.005);

    await page.route('**/api/orders?**', (route) => route.fulfill({ json: threeOrders }));
    await page.goto('/tableau-de-bord');
    await expect(main.getByRole('link', { name: threeOrders.data[2]!.orderId })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Voir toutes mes commandes' })).toBeVisible();
    expect(await layoutShift()).toBeLessThan(0.005);
  });
}
