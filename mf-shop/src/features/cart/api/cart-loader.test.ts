import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@chargemaroc/shared/domain/cart-rules';
import { cartLoader } from './cart-loader';

const loadData = (cookie?: string) =>
  cartLoader({
    request: new Request('http://site.test/panier', { headers: cookie ? { cookie } : {} }),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs);
const load = (cookie?: string) => loadData(cookie).serverLines;

const cart = {
  items: [
    {
      id: 'pulsar',
      name: 'Wallbox Pulsar Plus',
      price: 8990,
      originalPrice: null,
      image: null,
      category: 'wallbox',
      brand: 'Wallbox',
      quantity: 2,
      maxQuantity: 6,
      installationService: { wanted: false, cost: 0, discount: 0.05 },
    },
  ],
  couponCode: 'EV20',
  shippingMethod: 'express',
};
const viewCookie = (value: unknown) => `cm.cart.view=${encodeURIComponent(JSON.stringify(value))}`;

describe('the cart page loader', () => {
  it("reads the cart's number of lines from its cookie, null without one", () => {
    expect(load()).toBeNull();
    expect(load('cm.cart.lines=3')).toBe(3);
    expect(load('autre=1; cm.cart.lines=0')).toBe(0);
  });

  it('never lets the cookie choose more placeholder rows than an order may hold', () => {
    expect(MAX_ORDER_LINES).toBe(50);
    expect(load('cm.cart.lines=3000')).toBe(MAX_ORDER_LINES);
    expect(load('cm.cart.lines=1e9')).toBe(1);
    expect(load('cm.cart.lines=-4')).toBe(0);
    expect(load('cm.cart.lines=2.7')).toBe(2);
    expect(load('cm.cart.lines=Infinity')).toBe(0);
    expect(load('cm.cart.lines=abc')).toBe(0);
  });

  it('reads the cart itself from its cookie, and its lines from it', () => {
    expect(loadData(`cm.cart.lines=5; ${viewCookie(cart)}`)).toEqual({ serverCart: cart, serverLines: 1 });
  });

  it('falls back to the number of lines when the cart cookie is not a cart', () => {
    const forged = { ...cart, items: [{ ...cart.items[0], quantity: -3 }] };
    expect(loadData(`cm.cart.lines=2; ${viewCookie(forged)}`)).toEqual({ serverCart: null, serverLines: 2 });
    expect(loadData('cm.cart.lines=2; cm.cart.view=%7B')).toEqual({ serverCart: null, serverLines: 2 });
  });
});
