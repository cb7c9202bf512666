import { expect, test } from '../support/test';
import { watchHydrationProblems } from '../support/hydration';
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

  // from the keyboard: Space on the native switch
  const installation = main.getByRole('switch', { name: "Service d'installation" });
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

test('the installation switch and the delivery choice are native controls: pointer, keyboard, no hydration error', async ({
  page,
  request,
}) => {
  const { data } = await productsFromApi(
    request,
    'filters[price][$notNull]=true&filters[stock][$gte]=1&filters[category][$eq]=wallbox&sort=price:asc',
  );
  const [product] = data;
  if (!product) throw new Error('no wallbox with a price in stock');
  const hydrationProblems = watchHydrationProblems(page);

  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  const installation = main.getByRole('switch', { name: "Service d'installation" });
  await expect(installation).not.toBeChecked();
  await installation.click();
  await expect(installation).toBeChecked();
  await expect(main.getByRole('heading', { name: "Estimation du coût d'installation" })).toBeVisible();
  await main.getByText("Service d'installation", { exact: true }).click();
  await expect(installation).not.toBeChecked();
  await expect(main.getByTestId('purchase-installation')).toHaveCount(0);

  await main.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await main.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);
  const delivery = main.getByRole('radiogroup', { name: 'Mode de livraison' });
  const standard = delivery.getByRole('radio', { name: /^Livraison Standard/ });
  await expect(standard).toBeChecked();
  const shippingBefore = await main.getByTestId('summary-shipping').innerText();
  await standard.focus();
  await page.keyboard.press('ArrowDown');
  const express = delivery.getByRole('radio', { name: /^Livraison Express/ });
  await expect(express).toBeChecked();
  await expect(express).toBeFocused();
  await expect(main.getByTestId('summary-shipping')).not.toHaveText(shippingBefore);
  await delivery.getByText('Retrait en magasin', { exact: true }).click();
  await expect(delivery.getByRole('radio', { name: /^Retrait en magasin/ })).toBeChecked();
  await expect(main.getByTestId('summary-shipping')).toHaveText('Gratuite');

  // the cart as served, and hydrated, with the choice kept
  await page.reload();
  await expect(delivery.getByRole('radio', { name: /^Retrait en magasin/ })).toBeChecked();
  await expect(main.getByRole('switch', { name: "Service d'installation" })).not.toBeChecked();
  expect(hydrationProblems()).toEqual([]);
});
