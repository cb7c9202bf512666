import { describe, expect, it } from 'vitest';
import { renderPage } from './server';

const cartRequest = (cookies: Record<string, string>) => ({
  module: 'CartPage',
  pattern: '/panier',
  url: '/panier',
  apiBaseUrl: 'http://127.0.0.1:9/api',
  cookies,
});

describe('the shop server renderer', () => {
  it('renders the empty cart when the browser says it has no line (or never had a cart)', async () => {
    const requests: Record<string, string>[] = [{ 'cm.cart.lines': '0' }, {}];
    for (const cookies of requests) {
      const page = await renderPage(cartRequest(cookies));
      expect(page?.html).toContain('Votre panier est vide');
      expect(page?.html).toContain('<title>Panier | ChargeMaroc</title>');
    }
  });

  it('leaves a cart with lines to the browser, where it is kept', async () => {
    expect(await renderPage(cartRequest({ 'cm.cart.lines': '2' }))).toBeNull();
  });

  it('leaves pages it does not render to the browser', async () => {
    expect(await renderPage({ ...cartRequest({}), module: 'ComparisonBar' })).toBeNull();
  });
});
