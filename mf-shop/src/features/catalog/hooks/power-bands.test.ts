import { describe, expect, it } from 'vitest';
import { productFilters } from '../api/product-query';
import { bandOf, POWER_BANDS, powerBandCondition } from './power-bands';

describe('power bands', () => {
  it('puts each typed power in one band', () => {
    expect([2.3, 3.7, 7.4, 11, 22, 50, 150].map((kw) => bandOf(kw)?.id)).toEqual([
      '0-3.7',
      '0-3.7',
      '3.7-7.4',
      '7.4-11',
      '11-22',
      '22-50',
      '50+',
    ]);
    expect(POWER_BANDS.map((band) => band.label)).toContain('50 kW et plus');
  });

  it('filters on powerKw ranges, several bands widening the choice', () => {
    expect(powerBandCondition(POWER_BANDS[1]!)).toEqual({ powerKw: { $gt: 3.7, $lte: 7.4 } });
    const filters = productFilters({
      search: '',
      filters: {
        categories: [],
        brands: [],
        specs: ['power:3.7-7.4', 'power:50+'],
        priceRange: [0, 100000],
        inStock: false,
        onSale: false,
        featured: false,
      },
    });
    expect(filters.$and).toEqual([{ $or: [{ powerKw: { $gt: 3.7, $lte: 7.4 } }, { powerKw: { $gt: 50 } }] }]);
  });
});
