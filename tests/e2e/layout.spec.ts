import { expect, test } from '../support/test';

test('the home page renders the header, the home screen and the footer', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /chargemaroc/i }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('link', { name: /mentions légales/i })).toBeVisible();
  await expect(footer.getByRole('textbox', { name: /e-?mail/i })).toHaveAttribute('type', 'email');
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Page Non Trouvée' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /accueil/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('legacy English paths redirect to the French routes', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/connexion$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/inscription$/);
});

test('the illustrations shown for products and vehicles without a photo are served', async ({ request }) => {
  for (const name of ['product-wallbox', 'product-cables', 'vehicle']) {
    const response = await request.get(`/images/fallback/${name}.svg`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  }
});
