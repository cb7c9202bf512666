import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  EARLY_CART_ADDED_ATTRIBUTE,
  EARLY_CART_PRODUCT_ATTRIBUTE,
  addToSavedCart,
  earlyCartAttributes,
  readEarlyCartProduct,
} from './cart-storage';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    saved: () => JSON.parse(map.get(CART_STORAGE_KEY) ?? 'null') as { state: { items: unknown[] } } | null,
  };
}

const wallbox = {
  id: 'wb',
  name: 'Wallbox Pulsar',
  price: 1000,
  originalPrice: null,
  image: '/uploads/pulsar.svg',
  category: 'wallbox',
  brand: 'Wallbox',
  stock: 2,
};

describe('the cart saved in the browser, before the cart store runs', () => {
  it('starts a cart with one line shaped as the store keeps it', () => {
    const storage = memoryStorage();
    expect(addToSavedCart(storage, wallbox)?.ok).toBe(true);
    expect(storage.saved()).toEqual({
      state: {
        items: [
          {
            id: 'wb',
            name: 'Wallbox Pulsar',
            price: 1000,
            originalPrice: null,
            image: '/uploads/pulsar.svg',
            category: 'wallbox',
            brand: 'Wallbox',
            quantity: 1,
            maxQuantity: 2,
            installationService: { wanted: false, cost: 0, discount: 0.05 },
          },
        ],
        couponCode: null,
        shippingMethod: 'standard',
      },
      version: 1,
    });
  });

  it('grows an existing line and keeps the rest of the saved cart, up to the stock', () => {
    const storage = memoryStorage();
    addToSavedCart(storage, wallbox);
    const withCoupon = storage.saved() as { state: Record<string, unknown> };
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ ...withCoupon, state: { ...withCoupon.state, couponCode: 'EV20' } }),
    );
    expect(addToSavedCart(storage, wallbox)?.ok).toBe(true);
    expect(addToSavedCart(storage, wallbox)).toMatchObject({ ok: false, reason: 'max-quantity' });
    expect(storage.saved()).toMatchObject({ state: { couponCode: 'EV20', items: [{ quantity: 2 }] } });
  });

  it('leaves alone a saved cart it does not know, and a product sold on quotation', () => {
    const foreign = JSON.stringify({ state: { items: 'nope' }, version: 7 });
    const storage = memoryStorage({ [CART_STORAGE_KEY]: foreign });
    expect(addToSavedCart(storage, wallbox)).toBeNull();
    expect(storage.getItem(CART_STORAGE_KEY)).toBe(foreign);
    expect(addToSavedCart(memoryStorage(), { ...wallbox, price: null })).toBeNull();
  });

  it('refuses a product out of stock', () => {
    const storage = memoryStorage();
    expect(addToSavedCart(storage, { ...wallbox, stock: 0 })).toMatchObject({
      ok: false,
      reason: 'out-of-stock',
    });
    expect(storage.saved()).toBeNull();
  });
});

describe("the 'Ajouter au panier' button's attributes", () => {
  it('carry the product there and back, and the confirmation', () => {
    const attributes = earlyCartAttributes(wallbox, 'Wallbox Pulsar ajouté au panier !');
    expect(readEarlyCartProduct(attributes[EARLY_CART_PRODUCT_ATTRIBUTE] ?? null)).toEqual(wallbox);
    expect(attributes[EARLY_CART_ADDED_ATTRIBUTE]).toBe('Wallbox Pulsar ajouté au panier !');
  });

  it('are not read when they are not a product', () => {
    expect(readEarlyCartProduct(null)).toBeNull();
    expect(readEarlyCartProduct('{')).toBeNull();
    expect(readEarlyCartProduct(JSON.stringify({ id: 'wb', name: 'x', price: '1000' }))).toBeNull();
    expect(readEarlyCartProduct(JSON.stringify({ id: 3, name: 'x', price: 1 }))).toBeNull();
  });
});
