import { expect, test } from '../support/test';

// Issue 25: /boutique?page=99 showed '48 produit(s)' beside 'Aucun produit ne correspond…'; the
// vehicles' list too. A page past the last is the last page.
test('a shop page past the last shows the last page, the filters kept', async ({ page }) => {
  const response = await page.goto('/boutique?category=chargers&page=99');
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/boutique\?category=chargers(&page=\d+)?$/);
  const main = page.getByRole('main');
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  await expect(main.getByText('Aucun produit ne correspond à vos critères de recherche.')).toHaveCount(0);
});

test('a vehicle page past the last shows the last page', async ({ page }) => {
  await page.goto('/vehicules-electriques?page=50');
  await expect(page).toHaveURL(/\/vehicules-electriques\?page=\d$/);
  const main = page.getByRole('main');
  await expect(main.getByTestId('vehicle-card').first()).toBeVisible();
  await expect(main.getByText(/Aucun véhicule ne correspond/)).toHaveCount(0);
});
