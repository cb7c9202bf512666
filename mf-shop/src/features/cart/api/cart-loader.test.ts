import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@chargemaroc/shared/domain/cart-rules';
import { cartLoader } from './cart-loader';

const load = (cookie?: string) =>
  cartLoader({
    request: new Request('http://site.test/panier', { headers: cookie ? { cookie } : {} }),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs).serverLines;

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
});
