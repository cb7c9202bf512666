import { describe, expect, it } from 'vitest';
import {
  addToCart,
  countItems,
  isLowStock,
  lineMaxQuantity,
  maxQuantityFor,
  removeFromCart,
  setLineInstallation,
  updateCartQuantity,
  type CartItem,
  type CartProductInput,
} from './cart-rules';

const wallbox: CartProductInput = {
  id: 'wb',
  name: 'Wallbox Pulsar',
  price: 9000,
  stock: 3,
  image: { url: '/uploads/wb.webp' },
};
const cable: CartProductInput = { id: 'cb', name: 'Câble Type 2', price: 1200, stock: null };

function cartWith(product: CartProductInput, quantity: number): CartItem[] {
  const result = addToCart([], product, quantity);
  if (!result.ok) throw new Error('setup failed');
  return result.items;
}

describe('addToCart', () => {
  it('adds a new line with quantity 1 by default, its image URL and the stock as maximum', () => {
    const result = addToCart([], wallbox);
    expect(result.ok).toBe(true);
    expect(result.items).toEqual([
      expect.objectContaining({ id: 'wb', quantity: 1, maxQuantity: 3, image: '/uploads/wb.webp' }),
    ]);
    expect(result.items[0]?.installationService).toEqual({ wanted: false, cost: 0, discount: 0.05 });
  });

  it('increments an existing line instead of adding another', () => {
    const result = addToCart(cartWith(cable, 2), cable, 3);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]?.quantity).toBe(5);
  });

  it('caps a line at its stock, or at 10 when the stock is unknown', () => {
    expect(addToCart([], wallbox, 7).items[0]?.quantity).toBe(3);
    expect(addToCart(cartWith(cable, 9), cable, 5).items[0]?.quantity).toBe(10);
  });

  it('refuses to add beyond the maximum or an out-of-stock product', () => {
    const full = addToCart(cartWith(wallbox, 3), wallbox);
    expect(full).toMatchObject({ ok: false, reason: 'max-quantity' });
    expect(full.items[0]?.quantity).toBe(3);
    expect(addToCart([], { ...wallbox, stock: 0 })).toMatchObject({
      ok: false,
      reason: 'out-of-stock',
      items: [],
    });
  });
});

describe('updateCartQuantity', () => {
  it('accepts a quantity between 1 and the maximum', () => {
    expect(updateCartQuantity(cartWith(wallbox, 1), 'wb', 3)[0]?.quantity).toBe(3);
  });

  it('refuses a quantity above the maximum', () => {
    expect(updateCartQuantity(cartWith(wallbox, 2), 'wb', 4)[0]?.quantity).toBe(2);
  });

  it('removes the line at 0 or below', () => {
    expect(updateCartQuantity(cartWith(wallbox, 2), 'wb', 0)).toEqual([]);
    expect(updateCartQuantity(cartWith(wallbox, 2), 'wb', -1)).toEqual([]);
  });
});

describe('other line rules', () => {
  it('removes a line by id and counts quantities', () => {
    const items = [...cartWith(wallbox, 2), ...cartWith(cable, 4)];
    expect(countItems(items)).toBe(6);
    expect(removeFromCart(items, 'wb').map((item) => item.id)).toEqual(['cb']);
  });

  it('switches the installation on with its cost and off back to zero', () => {
    const on = setLineInstallation(cartWith(wallbox, 1), 'wb', { wanted: true, cost: 1700 });
    expect(on[0]?.installationService).toMatchObject({ wanted: true, cost: 1700 });
    const off = setLineInstallation(on, 'wb', { wanted: false, cost: 1700 });
    expect(off[0]?.installationService).toMatchObject({ wanted: false, cost: 0 });
  });

  it('knows the maximum and the low-stock band', () => {
    expect(maxQuantityFor(undefined)).toBe(10);
    expect(maxQuantityFor(4)).toBe(4);
    // one rule everywhere: min(stock, 10)
    expect(maxQuantityFor(20)).toBe(10);
    expect(maxQuantityFor(0)).toBe(0);
    expect(lineMaxQuantity({ maxQuantity: 13 })).toBe(10);
    expect([0, 1, 4, 5].map(isLowStock)).toEqual([false, true, true, false]);
  });
});
