import { describe, expect, it } from 'vitest';
import {
  compatibleProducts,
  connectivityList,
  personalized,
  seasonal,
  similarityScore,
  similarProducts,
  trending,
  type ComparableProduct,
} from './similarity';

function product(id: string, changes: Partial<ComparableProduct> = {}): ComparableProduct {
  return {
    id,
    category: 'wallbox',
    brand: 'Wallbox',
    powerKw: 7.4,
    price: 10000,
    tags: [],
    rating: 4,
    reviews: 10,
    stock: 5,
    specifications: { protection: 'IP54', connectivity: 'Wi-Fi, Bluetooth' },
    ...changes,
  };
}

const unrelated = (id: string, changes: Partial<ComparableProduct> = {}) =>
  product(id, {
    category: `category-${id}`,
    brand: `brand-${id}`,
    powerKw: null,
    price: null,
    specifications: { protection: null, connectivity: null },
    ...changes,
  });

describe('similarityScore', () => {
  it('adds every weight for two identical products', () => {
    const a = product('a', { tags: ['smart', 'maison'] });
    // category 30 + brand 20 + power 25 + protection 15 + 2 connectivity × 5 + 2 tags × 3 + price 10
    expect(similarityScore(a, product('b', { tags: ['smart', 'maison'] }))).toBe(
      30 + 20 + 25 + 15 + 10 + 6 + 10,
    );
  });

  it('scores nothing for unrelated products', () => {
    expect(similarityScore(product('a'), unrelated('b'))).toBe(0);
  });

  it.each([
    [11, 25],
    [14.8, 15],
    [18.4, 10],
    [22, 0],
  ])('scores a %d kW product against 7.4 kW at %d for power', (powerKw, points) => {
    expect(similarityScore(unrelated('a', { powerKw: 7.4 }), unrelated('b', { powerKw }))).toBe(points);
  });

  it.each([
    [11000, 10],
    [14000, 5],
    [25000, 0],
  ])('scores a %d MAD product against 10000 MAD at %d for price', (price, points) => {
    expect(similarityScore(unrelated('a', { price: 10000 }), unrelated('b', { price }))).toBe(points);
  });

  it('gives 5 per shared connectivity and 3 per shared tag, ignoring case', () => {
    const a = unrelated('a', {
      tags: ['Solaire', 'rapide'],
      specifications: { connectivity: 'Wi-Fi / 4G / OCPP' },
    });
    const b = unrelated('b', { tags: ['solaire'], specifications: { connectivity: 'wi-fi, ocpp' } });
    expect(similarityScore(a, b)).toBe(5 * 2 + 3);
  });

  it('splits connectivity lists on the usual separators', () => {
    expect(connectivityList('Wi-Fi, Bluetooth / 4G et OCPP')).toEqual(['wi-fi', 'bluetooth', '4g', 'ocpp']);
  });
});

describe('similarProducts', () => {
  it('keeps products scoring above 10, best first, without the target, up to the limit', () => {
    const target = product('t');
    const all = [
      target,
      unrelated('weak', { price: 10500 }), // 10: not above the threshold
      product('close'),
      product('other-brand', { brand: 'Autel' }),
      unrelated('none'),
    ];
    const result = similarProducts(target, all);
    expect(result.map((item) => item.id)).toEqual(['close', 'other-brand']);
    expect(result[0]?.similarityScore).toBeGreaterThan(result[1]?.similarityScore ?? 0);
    expect(similarProducts(target, all, 1)).toHaveLength(1);
  });
});

describe('compatibleProducts', () => {
  it('offers accessories for a charger, matching connectors first', () => {
    const charger = product('charger', { specifications: { protection: 'IP54', connectivity: 'Type 2' } });
    const all = [
      charger,
      product('other-charger'),
      unrelated('adapter', { category: 'adapters' }),
      unrelated('cable', { category: 'cables', specifications: { connectivity: 'Type 2' } }),
    ];
    const result = compatibleProducts(charger, all);
    expect(result.map((item) => item.id)).toEqual(['cable', 'adapter']);
    expect(result[0]?.compatibility).toEqual({ kind: 'sameConnector', connector: 'type 2' });
  });

  it('offers chargers for an accessory', () => {
    const cable = unrelated('cable', { category: 'cables' });
    expect(compatibleProducts(cable, [cable, product('charger')]).map((item) => item.id)).toEqual([
      'charger',
    ]);
  });
});

describe('trending, seasonal and personalized', () => {
  const popular = product('popular', { rating: 4.8, reviews: 300, category: 'portable' });
  const average = product('average', { rating: 4, reviews: 10, category: 'wallbox' });
  const soldOut = product('sold-out', { rating: 5, reviews: 1000, stock: 0 });

  it('ranks available products by rating backed by reviews', () => {
    expect(trending([average, soldOut, popular]).map((item) => item.id)).toEqual(['popular', 'average']);
  });

  it('picks portable chargers in summer and wallboxes in winter', () => {
    expect(seasonal([average, popular], 6, new Date('2026-07-01')).map((item) => item.id)).toEqual([
      'popular',
    ]);
    expect(seasonal([average, popular], 6, new Date('2026-12-01')).map((item) => item.id)).toEqual([
      'average',
    ]);
  });

  it('recommends what resembles the held items, never the items themselves', () => {
    const held = [product('held')];
    const result = personalized(held, [held[0]!, product('twin'), unrelated('stranger')]);
    expect(result.map((item) => item.id)).toEqual(['twin']);
  });

  it('falls back to trending when nothing is held', () => {
    expect(personalized([], [average, popular]).map((item) => item.id)).toEqual(['popular', 'average']);
  });
});
