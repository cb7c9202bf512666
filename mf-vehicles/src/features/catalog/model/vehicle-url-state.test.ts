import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VEHICLE_QUERY,
  brandKey,
  parseVehicleQuery,
  toSearchParams,
  withFilters,
  withPage,
  withSearch,
  withSort,
} from './vehicle-url-state';

const parse = (search: string) => parseVehicleQuery(new URLSearchParams(search));

describe('vehicle list URL state', () => {
  it("reads the header's links (spec's parameters)", () => {
    expect(parse('categories=suv').filters.categories).toEqual(['suv']);
    expect(parse('brands=tesla').filters.brands).toEqual(['tesla']);
    expect(parse('specs=hybrid').filters.specs).toEqual(['hybrid']);
    expect(parse('featured=true').filters.featured).toBe(true);
  });

  it('reads repeated and comma-separated values, drops unknown ones', () => {
    const query = parse('categories=suv,sedan&categories=boat&brands=BMW&brands=audi,bmw&specs=diesel');
    expect(query.filters.categories).toEqual(['suv', 'sedan']);
    expect(query.filters.brands).toEqual(['bmw', 'audi']);
    expect(query.filters.specs).toEqual([]);
  });

  it("gives a brand one key: the header's 'mercedes' is the catalogue's 'Mercedes-Benz'", () => {
    expect(brandKey('Mercedes-Benz')).toBe('mercedes');
    expect(brandKey(' mercedes ')).toBe('mercedes');
    expect(parse('brands=mercedes&brands=Mercedes-Benz').filters.brands).toEqual(['mercedes']);
    expect(brandKey('Tesla')).toBe('tesla');
  });

  it('falls back to 200000 and 1500000 for unreadable bounds and swaps reversed ones', () => {
    expect(parse('minPrice=abc&maxPrice=').filters.priceRange).toEqual([200000, 1500000]);
    expect(parse('minPrice=900000&maxPrice=300000').filters.priceRange).toEqual([300000, 900000]);
    expect(parse('minPrice=5&maxPrice=9999999').filters.priceRange).toEqual([200000, 1500000]);
  });

  it('reads sort and page, defaulting to name and 1', () => {
    expect(parse('sort=power-high&page=3')).toMatchObject({ sort: 'power-high', page: 3 });
    expect(parse('sort=cheapest&page=-2')).toMatchObject({ sort: 'name', page: 1 });
  });

  it('writes only what differs from the defaults and reads it back', () => {
    expect(toSearchParams(DEFAULT_VEHICLE_QUERY).toString()).toBe('');
    const query = parse(
      'q=ioniq&categories=suv&brands=kia&specs=electric&minPrice=300000&featured=true&sort=price-low&page=2',
    );
    expect(parseVehicleQuery(toSearchParams(query))).toEqual(query);
  });

  it('goes back to page 1 on every change but a page change', () => {
    const onPage3 = withPage(DEFAULT_VEHICLE_QUERY, 3);
    expect(withFilters(onPage3, { ...onPage3.filters, featured: true }).page).toBe(1);
    expect(withSearch(onPage3, 'tesla').page).toBe(1);
    expect(withSort(onPage3, 'brand').page).toBe(1);
  });
});
