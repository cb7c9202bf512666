import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/products';
import { compatibilityText, pickSuggestions } from './suggestions';

const target = product({
  documentId: 'target',
  category: 'wallbox',
  Brand: 'Wallbox',
  Connectivite: 'Type 2',
  tags: ['maison'],
});
const twin = product({
  documentId: 'twin',
  category: 'wallbox',
  Brand: 'Wallbox',
  Connectivite: 'Type 2',
  tags: ['maison'],
});
const faraway = product({
  documentId: 'far',
  category: 'commercial',
  Brand: 'ABB',
  powerKw: 150,
  Indicedeprotection: 'IP65',
  Connectivite: '',
  price: 90000,
  tags: [],
});
const cable = product({ documentId: 'cable', category: 'cables', Brand: 'Legrand', Connectivite: 'Type 2' });

describe('pickSuggestions', () => {
  const catalogue = [target, twin, faraway, cable];

  it('suggests similar products above the threshold, never the product itself', () => {
    const similar = pickSuggestions(target, catalogue, 'similar');
    expect(similar.map((entry) => entry.product.id)).toEqual(['twin', 'cable']);
    expect(similar[0]!.similarityScore).toBeGreaterThan(50);
  });

  it('suggests accessories for a charger with the reason', () => {
    const compatible = pickSuggestions(target, catalogue, 'compatible');
    expect(compatible.map((entry) => entry.product.id)).toEqual(['cable']);
    expect(compatibilityText(compatible[0]!.compatibility!)).toBe('Connectique compatible : Type 2');
  });

  it('combines both without repeating a product', () => {
    const ids = pickSuggestions(target, catalogue, 'comprehensive').map((entry) => entry.product.id);
    expect(ids).toEqual(['cable', 'twin']);
  });
});
