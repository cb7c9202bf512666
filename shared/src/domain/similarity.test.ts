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
  const pulsar = product('pulsar', {
    name: 'Wallbox Pulsar Plus 22 kW',
    specifications: {
      protection: 'IP54',
      connectivity: 'Wi-Fi, Bluetooth',
      cable: 'Câble Type 2 attaché 5 m',
    },
  });

  it('offers the accessories sharing a plug or a maker with the charger, plugs first', () => {
    const all = [
      pulsar,
      product('other-charger'),
      unrelated('stand', { category: 'accessories', brand: 'Wallbox', name: 'Pied Eiffel pour Pulsar' }),
      unrelated('cable', { category: 'cables', name: 'Câble de charge Type 2 – Type 2, 32 A' }),
    ];
    const result = compatibleProducts(pulsar, all);
    expect(result.map((item) => item.id)).toEqual(['cable', 'stand']);
    expect(result[0]?.compatibility).toEqual({ kind: 'sameConnector', connector: 'Type 2' });
  });

  it('leaves out an accessory that shares nothing with the charger (issue 25: a CEE adapter for a Pulsar)', () => {
    const cee = unrelated('cee', {
      category: 'adapters',
      brand: 'Juice Technology',
      name: 'Adaptateur Juice Booster 2 – CEE 32 A rouge',
    });
    expect(compatibleProducts(pulsar, [pulsar, cee])).toEqual([]);
    expect(compatibleProducts(cee, [cee, pulsar])).toEqual([]);
  });

  it('offers chargers for an accessory', () => {
    const cable = unrelated('cable', { category: 'cables', name: 'Câble Mode 3 Type 2, 32 A' });
    expect(compatibleProducts(cable, [cable, pulsar]).map((item) => item.id)).toEqual(['pulsar']);
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
