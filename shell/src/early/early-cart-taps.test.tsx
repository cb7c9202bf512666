import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, earlyCartAttributes } from '@chargemaroc/shared/stores/cart-storage';
import { handleEarlyCartTaps } from './early-cart-taps';

const product = { id: 'wb', name: 'Wallbox Pulsar', price: 1000, stock: 5 };
const storeKey = Symbol.for('chargemaroc.cart-store.v1');

/** A served button inside a part of the page whose own listener stands for React's root. */
function servedButton(attributes: Record<string, string>) {
  document.body.innerHTML = '<div id="root"><button type="button">Ajouter au panier</button></div>';
  const button = document.querySelector('button') as HTMLButtonElement;
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  const pageHandler = vi.fn();
  document.getElementById('root')?.addEventListener('click', pageHandler);
  return { button, pageHandler };
}

const savedLines = () =>
  (
    JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
      state: { items: { quantity: number }[] };
    } | null
  )?.state.items;

describe('taps on a served "Ajouter au panier" before the page hydrates', () => {
  beforeAll(() => handleEarlyCartTaps());
  afterEach(() => {
    localStorage.clear();
    delete (globalThis as Record<symbol, unknown>)[storeKey];
  });

  it('put the product in the saved cart, say so, and are not passed on to the page', () => {
    const { button, pageHandler } = servedButton(
      earlyCartAttributes(product, 'Wallbox Pulsar ajouté au panier !'),
    );
    button.click();
    button.click();
    expect(savedLines()).toMatchObject([{ quantity: 2 }]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Wallbox Pulsar ajouté au panier !');
    expect(pageHandler).not.toHaveBeenCalled();
  });

  it('go through the cart store once it runs', () => {
    const addItem = vi.fn(() => ({ ok: true, message: 'ajouté' }));
    (globalThis as Record<symbol, unknown>)[storeKey] = { getState: () => ({ addItem }) };
    const { button } = servedButton(earlyCartAttributes(product, 'ajouté'));
    button.click();
    expect(addItem).toHaveBeenCalledWith(expect.objectContaining({ id: 'wb', price: 1000 }));
    expect(savedLines()).toBeUndefined();
  });

  it('are left to the page once it has hydrated (no attribute), or when nothing could be added', () => {
    const hydrated = servedButton({});
    hydrated.button.click();
    expect(hydrated.pageHandler).toHaveBeenCalledTimes(1);
    const soldOut = servedButton(earlyCartAttributes({ ...product, stock: 0 }, 'ajouté'));
    soldOut.button.click();
    expect(soldOut.pageHandler).toHaveBeenCalledTimes(1);
    expect(savedLines()).toBeUndefined();
  });
});
