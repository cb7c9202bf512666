import { expect, test } from '../support/test';
import { E2E_CMS_DOWN_PORT, E2E_DISABLED_PORT } from '../support/ports.mjs';

test('a remote that is down shows a fallback while the header and other routes keep working', async ({
  page,
}) => {
  await page.route('**/remotes/mf-vehicles/**', (route) => route.abort('connectionrefused'));
  await page.goto('/vehicules-electriques');
  await expect(page.getByText("Cette section n'a pas pu être chargée.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /chargemaroc/i }).first()).toBeVisible();
  await header.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('a remote switched off in the remotes file hides its navigation and shows the unavailable page', async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${E2E_DISABLED_PORT}`;
  await page.goto(`${origin}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Blog' }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Carte' })).toHaveCount(0);
  await page.goto(`${origin}/carte-bornes`);
  await expect(page.getByRole('heading', { name: 'Section momentanément indisponible' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('once the remote is back, "Réessayer" loads the section in place', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/mf-stations/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/carte-bornes');
  const retry = page.getByRole('button', { name: 'Réessayer' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  blocked = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carte des bornes de recharge' })).toBeVisible();
});

test('with the CMS down, the shop says so in French while the frame keeps working', async ({ page }) => {
  const origin = `http://127.0.0.1:${E2E_CMS_DOWN_PORT}`;
  await page.goto(`${origin}/boutique`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(main.getByRole('alert')).toContainText(/^Erreur lors du chargement des produits : .+/);
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(`${origin}/blog`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
