// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { CART_LINES_COOKIE, CART_STORAGE_KEY, CART_VIEW_COOKIE, cartStore, readCartView } from './cart';
import { CART_VIEW_MAX_CHARS } from './cart-storage';

afterEach(() => {
  cartStore.getState().clear();
  vi.restoreAllMocks();
});

const pulsar = {
  id: 'pulsar',
  name: 'Wallbox Pulsar Plus',
  price: 8900,
  originalPrice: null,
  image: null,
  category: 'wallbox',
  brand: 'Wallbox',
  stock: 5,
};

/** The cookies written, by name: the last value of each. */
function spyCookies() {
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  const last = (name: string) => {
    const cookie = written.filter((entry) => entry.startsWith(`${name}=`)).at(-1);
    return cookie?.split(';')[0]!.slice(name.length + 1);
  };
  return { written, last };
}

it('tells the cart page server the cart itself, as its store holds it, each time it changes', () => {
  const { last, written } = spyCookies();
  cartStore.getState().addItem(pulsar);
  cartStore.getState().updateQuantity('pulsar', 2);
  cartStore.getState().setShippingMethod('express');
  const { items, couponCode, shippingMethod } = cartStore.getState();
  expect(readCartView(decodeURIComponent(last(CART_VIEW_COOKIE)!))).toEqual({
    items,
    couponCode,
    shippingMethod,
  });
  expect(written.at(-1)).toContain('Path=/panier');
  // an empty cart leaves no copy behind
  cartStore.getState().removeItem('pulsar');
  expect(last(CART_VIEW_COOKIE)).toBe('');
  expect(written.at(-1)).toContain('Max-Age=0');
});

it('leaves the cart out of its cookie when it does not fit, keeping its number of lines', () => {
  const { last } = spyCookies();
  for (let line = 0; line < 20; line += 1) cartStore.getState().addItem({ ...pulsar, id: `wallbox-${line}` });
  expect(JSON.stringify(cartStore.getState().items).length).toBeGreaterThan(CART_VIEW_MAX_CHARS);
  expect(last(CART_VIEW_COOKIE)).toBe('');
  expect(last(CART_LINES_COOKIE)).toBe('20');
});

it('reads nothing from a cookie that is not a cart', () => {
  expect(readCartView(undefined)).toBeNull();
  expect(readCartView('{"items":')).toBeNull();
  expect(readCartView('{"items":[{"id":"x"}],"couponCode":null,"shippingMethod":"standard"}')).toBeNull();
  expect(readCartView('{"items":[],"couponCode":null,"shippingMethod":"teleport"}')).toBeNull();
});

it('tells the cart page server how many lines the cart has, each time that changes', () => {
  const { written } = spyCookies();
  cartStore.getState().addItem(pulsar);
  cartStore.getState().updateQuantity('pulsar', 2);
  cartStore.getState().removeItem('pulsar');
  const lines = written.filter((cookie) => cookie.startsWith(`${CART_LINES_COOKIE}=`));
  expect(lines.map((cookie) => cookie.split(';')[0])).toEqual([
    `${CART_LINES_COOKIE}=1`,
    `${CART_LINES_COOKIE}=1`,
    `${CART_LINES_COOKIE}=0`,
  ]);
  expect(lines[0]).toContain('Path=/panier');
  expect(lines[0]).toContain('SameSite=Lax');
});

it("tells the cart page server a cart read again after another tab's change", async () => {
  const { last } = spyCookies();
  cartStore.getState().addItem(pulsar);
  const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as {
    state: { items: { quantity: number }[] };
  };
  saved.state.items[0]!.quantity = 4;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved));
  await cartStore.persist.rehydrate();
  expect(readCartView(decodeURIComponent(last(CART_VIEW_COOKIE)!))?.items[0]?.quantity).toBe(4);
});
