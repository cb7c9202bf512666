import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/event-bus';
import { normalizeUser } from '../contracts/user';
import type { WishlistItem } from '../contracts/wishlist';

/**
 * The browser platform the stores persist to: a Storage and a window receiving 'storage' events.
 * Built by hand so these tests run in Node; the stores themselves are the real ones.
 */
class MemoryStorage {
  private readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, String(value));
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  clear() {
    this.entries.clear();
  }
}
const browserWindow = Object.assign(new EventTarget(), { localStorage: new MemoryStorage() });
vi.stubGlobal('window', browserWindow);
vi.stubGlobal('localStorage', browserWindow.localStorage);

function storageEvent(key: string): Event {
  return Object.assign(new Event('storage'), { key });
}

const { CART_STORAGE_KEY, cartStore, cartTotals, selectCartCount, selectCartTotals } = await import('./cart');
const { SESSION_STORAGE_KEY, selectFirstName, selectIsAuthenticated, sessionStore } =
  await import('./session');
const { WISHLIST_STORAGE_KEY, selectWishlistCount, wishlistStore } = await import('./wishlist');

const user = normalizeUser({
  id: 3,
  email: 'sara@exemple.ma',
  username: 'sara.b12345',
  prenom: 'Sara',
  nom: 'Bennani',
});
const wallbox = {
  id: 'wb',
  name: 'Wallbox Pulsar',
  price: 1000,
  stock: 3,
  category: 'wallbox',
  brand: 'Wallbox',
};
const stored = (key: string) =>
  JSON.parse(window.localStorage.getItem(key) ?? 'null') as { state: unknown; version: number };

beforeEach(() => {
  sessionStore.getState().signOut();
  cartStore.getState().clear();
  cartStore.getState().setShippingMethod('standard');
  wishlistStore.getState().clear();
  window.localStorage.clear();
});

describe('session store', () => {
  it('persists the JWT and user under cm.session.v1, version 1', () => {
    sessionStore.getState().signIn({ jwt: 'jwt-1', user });
    expect(stored(SESSION_STORAGE_KEY)).toEqual({ state: { jwt: 'jwt-1', user }, version: 1 });
    expect(selectIsAuthenticated(sessionStore.getState())).toBe(true);
    expect(selectFirstName(sessionStore.getState())).toBe('Sara');
  });

  it('announces sign-in and sign-out on the bus', () => {
    const changed = vi.fn();
    const off = bus.on('session:changed', changed);
    sessionStore.getState().signIn({ jwt: 'jwt-1', user });
    sessionStore.getState().signOut();
    off();
    expect(changed.mock.calls).toEqual([[{ user }], [{ user: null }]]);
  });

  it('keeps first and last name aliases in step on profile updates', () => {
    sessionStore.getState().signIn({ jwt: 'jwt-1', user });
    sessionStore.getState().updateUser({ prenom: 'Sarah', phone: '0612345678' });
    expect(sessionStore.getState().user).toMatchObject({
      prenom: 'Sarah',
      firstName: 'Sarah',
      phone: '0612345678',
      nom: 'Bennani',
    });
  });

  it('picks up a sign-in made in another tab', async () => {
    const value = JSON.stringify({ state: { jwt: 'other-tab', user }, version: 1 });
    window.localStorage.setItem(SESSION_STORAGE_KEY, value);
    window.dispatchEvent(storageEvent(SESSION_STORAGE_KEY));
    await vi.waitFor(() => expect(sessionStore.getState().jwt).toBe('other-tab'));
  });

  it('ignores stored data of another version or shape', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { jwt: 'old', user }, version: 0 }),
    );
    await sessionStore.persist.rehydrate();
    expect(sessionStore.getState().jwt).toBeNull();
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { jwt: 'x', user: { id: 1 } }, version: 1 }),
    );
    await sessionStore.persist.rehydrate();
    expect(sessionStore.getState().jwt).toBeNull();
  });
});

describe('cart store', () => {
  it('persists items, coupon and shipping under cm.cart.v1, version 1', () => {
    cartStore.getState().addItem(wallbox);
    cartStore.getState().applyCoupon('ev20');
    const { state, version } = stored(CART_STORAGE_KEY);
    expect(version).toBe(1);
    expect(state).toMatchObject({
      couponCode: 'EV20',
      shippingMethod: 'standard',
      items: [{ id: 'wb', quantity: 1 }],
    });
  });

  it('adds, increments within the stock and says so', () => {
    const added = vi.fn();
    const off = bus.on('cart:item-added', added);
    expect(cartStore.getState().addItem(wallbox, 2)).toEqual({
      ok: true,
      message: 'Wallbox Pulsar ajouté au panier !',
    });
    cartStore.getState().addItem(wallbox, 5);
    off();
    expect(selectCartCount(cartStore.getState())).toBe(3);
    expect(added.mock.calls).toEqual([
      [{ id: 'wb', name: 'Wallbox Pulsar', quantity: 2 }],
      [{ id: 'wb', name: 'Wallbox Pulsar', quantity: 1 }],
    ]);
    expect(cartStore.getState().addItem(wallbox)).toEqual({
      ok: false,
      message: 'Quantité maximale atteinte (3)',
    });
  });

  it('refuses products sold on quotation', () => {
    expect(cartStore.getState().addItem({ ...wallbox, price: null }).ok).toBe(false);
    expect(cartStore.getState().items).toEqual([]);
  });

  it('updates quantities within bounds and removes at 0', () => {
    cartStore.getState().addItem(wallbox);
    expect(cartStore.getState().updateQuantity('wb', 4)).toBe(false);
    expect(cartStore.getState().updateQuantity('wb', 3)).toBe(true);
    expect(cartStore.getState().updateQuantity('wb', 0)).toBe(true);
    expect(cartStore.getState().items).toEqual([]);
  });

  it('prices the cart with installation, coupon and shipping, and keeps the same totals object', () => {
    cartStore.getState().addItem(wallbox);
    cartStore.getState().setInstallation('wb', { wanted: true, cost: 1500 });
    expect(cartStore.getState().applyCoupon('')).toEqual({
      ok: false,
      message: 'Veuillez entrer un code promo',
    });
    expect(cartStore.getState().applyCoupon('NOPE')).toEqual({ ok: false, message: 'Code promo invalide' });
    expect(cartStore.getState().applyCoupon('save50')).toEqual({
      ok: true,
      message: 'Code promo SAVE50 appliqué',
    });
    const totals = selectCartTotals(cartStore.getState());
    expect(totals).toMatchObject({
      subtotal: 2450,
      installationSavings: 50,
      discount: 50,
      tax: 490,
      shipping: 0,
      total: 2890,
    });
    expect(selectCartTotals(cartStore.getState())).toBe(totals);
    cartStore.getState().removeCoupon();
    expect(selectCartTotals(cartStore.getState()).discount).toBe(0);
  });

  it('prices an order under review as the cart prices itself: its lines, coupon and shipping', () => {
    cartStore.getState().addItem(wallbox, 2);
    const { items, couponCode, shippingMethod } = cartStore.getState();
    const totals = cartTotals({ items: [...items], couponCode, shippingMethod });
    expect(totals).toEqual(selectCartTotals(cartStore.getState()));
    expect(totals.subtotal).toBe(2000);
  });

  it('announces each change with the count and total', () => {
    const changed = vi.fn();
    const off = bus.on('cart:changed', changed);
    cartStore.getState().addItem(wallbox, 2);
    off();
    expect(changed).toHaveBeenLastCalledWith({ count: 2, total: 2000 + 400 });
  });
});

describe('wishlist store', () => {
  const item: WishlistItem = {
    id: 'wb',
    name: 'Wallbox Pulsar',
    description: '',
    price: 1000,
    oldPrice: null,
    image: null,
    category: 'wallbox',
    brand: 'Wallbox',
    addedAt: '2026-03-01T00:00:00.000Z',
    inStock: true,
  };

  it('persists under cm.wishlist.v1 and refuses duplicates', () => {
    expect(wishlistStore.getState().add(item)).toEqual({
      ok: true,
      message: 'Wallbox Pulsar ajouté aux favoris !',
    });
    expect(wishlistStore.getState().add(item)).toEqual({
      ok: false,
      message: 'Produit déjà dans la liste de souhaits',
    });
    expect(stored(WISHLIST_STORAGE_KEY)).toEqual({ state: { items: [item] }, version: 1 });
    expect(selectWishlistCount(wishlistStore.getState())).toBe(1);
    expect(wishlistStore.getState().has('wb')).toBe(true);
  });

  it('removes, reports a missing item, and replaces the whole list without duplicates', () => {
    wishlistStore.getState().add(item);
    expect(wishlistStore.getState().remove('nope')).toEqual({
      ok: false,
      message: 'Produit non trouvé dans la liste de souhaits',
    });
    expect(wishlistStore.getState().remove('wb').ok).toBe(true);
    const changed = vi.fn();
    const off = bus.on('wishlist:changed', changed);
    wishlistStore.getState().replaceAll([item, item, { ...item, id: 'cb' }]);
    off();
    expect(changed).toHaveBeenCalledWith({ count: 2, ids: ['wb', 'cb'] });
  });

  it('leaves with its user: emptied on sign-out (a 401 signs out too) and for another account', () => {
    sessionStore.getState().signIn({ jwt: 'jwt-sara', user });
    wishlistStore.getState().add(item);
    sessionStore.getState().updateUser({ phone: '0612345678' });
    expect(selectWishlistCount(wishlistStore.getState())).toBe(1);
    sessionStore.getState().signOut();
    expect(selectWishlistCount(wishlistStore.getState())).toBe(0);
    expect(stored(WISHLIST_STORAGE_KEY).state).toEqual({ items: [] });

    sessionStore.getState().signIn({ jwt: 'jwt-sara', user });
    wishlistStore.getState().add(item);
    sessionStore.getState().signIn({ jwt: 'jwt-omar', user: { ...user, id: '4', email: 'omar@exemple.ma' } });
    expect(selectWishlistCount(wishlistStore.getState())).toBe(0);
  });
});
