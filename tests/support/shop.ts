import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A product as the CMS REST API returns it (only the fields the shop tests read). */
export interface ApiProduct {
  documentId: string;
  Name: string;
  category: string;
  price: number | null;
  stock: number | null;
}

interface ApiPage {
  data: ApiProduct[];
  meta: { pagination: { total: number } };
}

/** Products straight from the CMS; `query` is a Strapi REST query string without the leading '?'. */
export async function productsFromApi(request: APIRequestContext, query = ''): Promise<ApiPage> {
  const separator = query ? '&' : '';
  const response = await request.get(`/api/produits?pagination[pageSize]=100${separator}${query}`);
  expect(response.ok(), `GET /api/produits?${query} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ApiPage;
}

export async function productFromApi(request: APIRequestContext, documentId: string): Promise<ApiProduct> {
  const response = await request.get(`/api/produits/${encodeURIComponent(documentId)}`);
  expect(response.ok(), `GET /api/produits/${documentId} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: ApiProduct }).data;
}

/** '1.234,50 MAD' (whatever spaces the locale uses) → 1234.5; null for 'Prix sur demande'. */
export function parsePrice(text: string): number | null {
  const digits = text.replace(/[^\d,]/g, '');
  if (!/\d/.test(digits)) return null;
  return Number(digits.replace(',', '.'));
}

export const productCards = (page: Page): Locator => page.getByRole('main').getByTestId('product-card');

/** The shop's result heading ('N produit(s)') once the list has loaded. */
export const resultCount = (page: Page): Locator =>
  page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+ produit\(s\)$/ });

export async function cardNames(page: Page): Promise<string[]> {
  return productCards(page).getByRole('heading').allInnerTexts();
}

/** The documentIds of the cards shown, read from the links to their product pages. */
export async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await productCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.replace(/^.*\/produit\//, '')));
}

/** Every card's price in screen order, null for a product on quotation ('Prix sur demande'). */
export async function cardPrices(page: Page): Promise<(number | null)[]> {
  return (await productCards(page).getByTestId('price').allInnerTexts()).map(parsePrice);
}

/** Waits for the shop list to settle (no request in flight) and gives back the shown count. */
export async function settledCount(page: Page): Promise<number> {
  const heading = resultCount(page);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').locator('section[aria-busy="true"]')).toHaveCount(0);
  return Number((await heading.innerText()).match(/\d+/)?.[0]);
}

/** Text as React writes it into served HTML (names may hold an apostrophe or an ampersand). */
export const asServedHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
