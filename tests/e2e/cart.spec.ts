import { expect, test } from '../support/test';
import { priceCart } from '../../shared/src/domain/pricing';
import { formatPrice } from '../../shared/src/format/format';
import { parsePrice, productFromApi, productsFromApi } from '../support/shop';

// A 1×1 transparent PNG: the estimate only needs a photo of an accepted type.
const PANEL_PHOTO = {
  name: 'tableau.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

test('two products with installation, EV20 applied: the cart shows the pricing rule figures', async ({
  page,
  request,
}) => {
  const candidates = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=2&filters[category][$eq]=wallbox&sort=price:asc',
  );
  const [candidate] = candidates.data;
  if (!candidate) throw new Error('no wallbox with a price and 2 in stock');
  const product = await productFromApi(request, candidate.documentId);
  expect(product.price).not.toBeNull();

  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(main.getByTestId('purchase-quantity')).toHaveText('2');

  // keyboard, as the switch's drawn track sits over its input
  const installation = main.getByRole('checkbox', { name: /Service d'installation/ });
  await installation.press('Space');
  await expect(installation).toBeChecked();
  await main.getByRole('combobox', { name: 'Ville' }).selectOption('Casablanca');
  await main.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
  await main.getByLabel('Photo du disjoncteur ou du tableau électrique').setInputFiles(PANEL_PHOTO);
  await main.getByRole('button', { name: "Valider l'estimation" }).click();

  const installationLine = main.getByTestId('purchase-installation');
  await expect(installationLine).toHaveText(/\d/);
  const installationCost = parsePrice(await installationLine.innerText());
  if (installationCost === null) throw new Error('no installation cost on screen');
  await expect(main.getByText(`Installation estimée à ${formatPrice(installationCost)}`)).toBeVisible();

  await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await main.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);

  await main.getByRole('textbox', { name: 'Code promo' }).fill('ev20');
  await main.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(page.getByText('Code promo EV20 appliqué')).toBeVisible();

  const expected = priceCart({
    items: [
      { unitPrice: product.price, quantity: 2, installation: { wanted: true, cost: installationCost } },
    ],
    couponCode: 'EV20',
    shippingMethod: 'standard',
  });
  expect(expected.discount).toBeGreaterThan(0);
  await expect(main.getByTestId('applied-coupon')).toHaveText(
    `Code EV20 : -${formatPrice(expected.discount)}`,
  );
  await expect(main.getByTestId('summary-subtotal')).toHaveText(formatPrice(expected.subtotal));
  await expect(main.getByTestId('summary-tax')).toHaveText(formatPrice(expected.tax));
  await expect(main.getByTestId('summary-shipping')).toHaveText(
    expected.shipping === 0 ? 'Gratuite' : formatPrice(expected.shipping),
  );
  await expect(main.getByTestId('summary-discount')).toHaveText(`-${formatPrice(expected.discount)}`);
  await expect(main.getByTestId('summary-total')).toHaveText(formatPrice(expected.total));
  await expect(main.getByTestId('summary-installation-savings')).toContainText(
    formatPrice(expected.installationSavings),
  );

  await main.getByRole('button', { name: 'Retirer le code' }).click();
  await expect(main.getByTestId('summary-discount')).toHaveCount(0);
  const promo = main.getByRole('textbox', { name: 'Code promo' });
  await promo.fill('RECHARGE99');
  await main.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(main.getByText('Code promo invalide')).toBeVisible();
  await expect(promo).toHaveValue('RECHARGE99');
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByTestId('summary-discount')).toHaveCount(0);
});
