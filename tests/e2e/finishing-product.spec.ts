import { expect, test } from '../support/test';
import { dearestProducts, PHONE } from '../support/finishing';
import { productsFromApi } from '../support/shop';

test.describe('the product page on a phone', () => {
  test.use({ viewport: PHONE });

  // Issue 25: 'Ajouter au panier' was 26 px tall and below the fold.
  test('a proper add-to-cart button, always within reach', async ({ page, request }) => {
    const [product] = await dearestProducts(request, 1);
    await page.goto(`/produit/${product.documentId}`);
    const main = page.getByRole('main');
    const own = main.getByRole('button', { name: 'Ajouter au panier', exact: true });
    expect((await own.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // the panel's button is below the first screen: the bar offers it
    const bar = page.getByTestId('sticky-purchase-bar');
    await expect(bar).toBeInViewport();
    const fromBar = bar.getByRole('button', { name: /^Ajouter au panier : / });
    expect((await fromBar.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await fromBar.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();

    // once the panel's own button is in sight, the bar goes
    await own.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
});

// Issue 25: a price-on-request card offered a greyed 'Ajouter au panier' with no reason.
test('a price-on-request product asks for a quote, the quote form names it', async ({ page, request }) => {
  const { data } = await productsFromApi(request, 'filters[price][$null]=true');
  const [onRequest] = data;
  if (!onRequest) throw new Error('no product sold on quotation');
  await page.goto(`/boutique?q=${encodeURIComponent(onRequest.Name)}`);
  const card = page.getByRole('main').getByTestId('product-card').filter({ hasText: onRequest.Name }).first();
  await expect(card.getByRole('button', { name: /Ajouter au panier/ })).toHaveCount(0);
  await card.getByRole('link', { name: /^Demander un devis : / }).click();
  await expect(page).toHaveURL(/\/contact\?produit=/);
  const quote = page.getByRole('form', { name: 'Demander un devis' });
  // named above the form, and in its description
  await expect(page.getByRole('main').getByText(/^Produit concerné : /)).toContainText(onRequest.Name);
  await expect(quote.getByRole('textbox', { name: /Description/ })).toHaveValue(
    new RegExp(`^Demande de devis pour : .*${onRequest.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
});
