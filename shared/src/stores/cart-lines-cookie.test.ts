// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { CART_LINES_COOKIE, cartStore } from './cart';

afterEach(() => {
  cartStore.getState().clear();
  vi.restoreAllMocks();
});

it('tells the cart page server how many lines the cart has, each time that changes', () => {
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  cartStore.getState().addItem({
    id: 'pulsar',
    name: 'Wallbox Pulsar Plus',
    price: 8900,
    originalPrice: null,
    image: null,
    category: 'wallbox',
    brand: 'Wallbox',
    stock: 5,
  });
  cartStore.getState().updateQuantity('pulsar', 2);
  cartStore.getState().removeItem('pulsar');
  expect(written.map((cookie) => cookie.split(';')[0])).toEqual([
    `${CART_LINES_COOKIE}=1`,
    `${CART_LINES_COOKIE}=0`,
  ]);
  expect(written[0]).toContain('Path=/panier');
  expect(written[0]).toContain('SameSite=Lax');
});
