import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CartState } from '@chargemaroc/shared/contracts/cart';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { cartProducts } from '../../../testing/products';
import { useShownCart } from './shown-cart';

const { wallbox } = cartProducts;

/** The store's cart as the server's copy of it: equal, not the same object. */
const copyOfStore = (): CartState => {
  const { items, couponCode, shippingMethod } = cartStore.getState();
  return JSON.parse(JSON.stringify({ items, couponCode, shippingMethod })) as CartState;
};

afterEach(() => cartStore.getState().clear());

it('keeps the served copy itself while the browser holds the same cart, then follows the browser', () => {
  cartStore.getState().addItem(wallbox);
  const served = copyOfStore();
  const { result } = renderHook(() => useShownCart(served));
  expect(result.current).toBe(served);
  act(() => void cartStore.getState().updateQuantity('pulsar', 2));
  expect(result.current).not.toBe(served);
  expect(result.current.items[0]?.quantity).toBe(2);
});

it("shows the browser's cart at once when the served copy is not the same cart", () => {
  cartStore.getState().addItem(wallbox);
  const served = copyOfStore();
  cartStore.getState().updateQuantity('pulsar', 3);
  const { result } = renderHook(() => useShownCart(served));
  expect(result.current.items[0]?.quantity).toBe(3);
});

it("shows the browser's cart without a served copy (a client navigation)", () => {
  cartStore.getState().addItem(wallbox, 2);
  const { result } = renderHook(() => useShownCart(null));
  expect(result.current.items).toBe(cartStore.getState().items);
});
