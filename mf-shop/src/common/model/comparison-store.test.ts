import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '@chargemaroc/shared/bus';
import { product } from '../../testing/products';
import { comparisonStore } from './comparison-store';

afterEach(() => comparisonStore.reset());

describe('comparison', () => {
  it('holds up to 3 products and refuses a 4th with the spec message', () => {
    const [a, b, c, d] = [product(), product(), product(), product()];
    expect(comparisonStore.add(a!).ok).toBe(true);
    expect(comparisonStore.add(b!).ok).toBe(true);
    expect(comparisonStore.add(c!).ok).toBe(true);
    const fourth = comparisonStore.add(d!);
    expect(fourth).toMatchObject({ ok: false, message: 'Vous pouvez comparer au maximum 3 produits' });
    expect(comparisonStore.getItems().map((item) => item.id)).toEqual([a!.id, b!.id, c!.id]);
  });

  it('refuses the same product twice', () => {
    const item = product();
    comparisonStore.add(item);
    expect(comparisonStore.add(item)).toMatchObject({
      ok: false,
      message: 'Produit déjà dans la comparaison',
    });
    expect(comparisonStore.getItems()).toHaveLength(1);
  });

  it('makes room again once one is removed, and tells the page', () => {
    const seen: string[][] = [];
    const off = bus.on('comparison:changed', ({ ids }) => seen.push(ids));
    const [a, b, c, d] = [product(), product(), product(), product()];
    [a, b, c].forEach((item) => comparisonStore.add(item!));
    comparisonStore.remove(b!.id);
    expect(comparisonStore.add(d!).ok).toBe(true);
    off();
    expect(seen.at(-1)).toEqual([a!.id, c!.id, d!.id]);
  });
});
