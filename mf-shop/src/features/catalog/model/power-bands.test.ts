import { describe, expect, it } from 'vitest';
import { productFilters } from '../api/product-query';
import { bandsOf, POWER_BANDS, powerBandCondition } from './power-bands';

describe('power bands', () => {
  it('holds both bounds of each band, as its label reads', () => {
    const ids = (kw: number | null) => bandsOf(kw).map((band) => band.id);
    expect(ids(50)).toEqual(['22-50', '50+']);
    expect(ids(3.7)).toEqual(['0-3.7', '3.7-7.4']);
    expect(ids(7.4)).toEqual(['3.7-7.4', '7.4-11']);
    expect(ids(2.3)).toEqual(['0-3.7']);
    expect(ids(150)).toEqual(['50+']);
    expect(POWER_BANDS.map((band) => band.label)).toContain('50 kW et plus');
  });

  it('leaves out products without a power rating', () => {
    expect(bandsOf(0)).toEqual([]);
    expect(bandsOf(null)).toEqual([]);
    expect(powerBandCondition(POWER_BANDS[0]!)).toEqual({ powerKw: { $gt: 0, $lte: 3.7 } });
  });

  it('filters on powerKw ranges, several bands widening the choice', () => {
    expect(powerBandCondition(POWER_BANDS[1]!)).toEqual({ powerKw: { $gte: 3.7, $lte: 7.4 } });
    const filters = productFilters({
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
    expect(filters.$and).toEqual([
      { $or: [{ powerKw: { $gte: 3.7, $lte: 7.4 } }, { powerKw: { $gte: 50 } }] },
    ]);
  });
});
