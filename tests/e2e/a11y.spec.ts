import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { productsFromApi } from '../support/shop';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

test('the shop has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/boutique');
  await expect(page.getByRole('main').getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);
});

test('a product page has no WCAG 2.1 AA violation', async ({ page, request }) => {
  const { data } = await productsFromApi(request, 'filters[price][$notNull]=true&sort=Name:asc');
  const [product] = data;
  if (!product) throw new Error('the CMS has no priced product');
  await page.goto(`/produit/${product.documentId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Ajouter au panier', exact: true })).toBeVisible();
  // the reviews section is loaded from another remote when scrolled near: wait for it, not for its placeholder
  await main.getByRole('region', { name: 'Avis clients', exact: true }).scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: /^Avis clients \(\d+\)$/ })).toBeVisible();
  await expectNoViolations(page);
});

test('the empty cart has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/panier');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});

test('a cart with one item has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/boutique');
  await page
    .getByRole('main')
    .getByTestId('product-card')
    .getByRole('button', { name: /^Ajouter au panier : /, disabled: false })
    .first()
    .click();
  const cartLink = page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
  await expect(cartLink).toContainText('1');
  await page.goto('/panier');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Mon panier' })).toBeVisible();
  await expectNoViolations(page);
});
