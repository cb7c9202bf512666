import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_QUERY,
  countActiveFilters,
  parseShopQuery,
  toSearchParams,
  withFilters,
  withPage,
  withSort,
  type ShopQuery,
} from './shop-url-state';

const parse = (search: string) => parseShopQuery(new URLSearchParams(search));
const roundTrip = (search: string) => toSearchParams(parse(search)).toString();

describe('shop URL → state', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_SHOP_QUERY);
  });

  it('expands the chargers and cables groups', () => {
    expect(parse('category=chargers').filters.categories).toEqual(['residential', 'commercial', 'wallbox']);
    expect(parse('category=cables').filters.categories).toEqual([
      'cables',
      'adapters',
      'extensions',
      'accessories',
    ]);
  });

  it('takes a single known category and ignores unknown ones', () => {
    expect(parse('category=portable').filters.categories).toEqual(['portable']);
    expect(parse('category=bikes').filters.categories).toEqual([]);
  });

  it('reads sale, featured, stock, search, sort and page', () => {
    const query = parse('sale=true&featured=true&stock=true&q=wallbox&sort=price-high&page=3');
    expect(query.filters).toMatchObject({ onSale: true, featured: true, inStock: true });
    expect(query).toMatchObject({ search: 'wallbox', sort: 'price-high', page: 3 });
  });

  it('falls back on an unknown sort, a bad page and an unparseable price', () => {
    const query = parse('sort=cheapest&page=-2&minPrice=abc&maxPrice=zz');
    expect(query.sort).toBe('name');
    expect(query.page).toBe(1);
    expect(query.filters.priceRange).toEqual([0, 100000]);
  });

  it('bounds and orders the price range', () => {
    expect(parse('minPrice=9000&maxPrice=2000').filters.priceRange).toEqual([2000, 9000]);
    expect(parse('maxPrice=500000').filters.priceRange).toEqual([0, 100000]);
  });

  it('keeps repeated brands and only well-formed specification filters', () => {
    const query = parse(
      'brand=ABB&brand=Wallbox&brand=ABB&spec=protection:IP54&spec=colour:red&spec=power:7,4 kW',
    );
    expect(query.filters.brands).toEqual(['ABB', 'Wallbox']);
    expect(query.filters.specs).toEqual(['protection:IP54', 'power:7,4 kW']);
  });
});

describe('shop state → URL', () => {
  it('writes nothing for the defaults', () => {
    expect(toSearchParams(DEFAULT_SHOP_QUERY).toString()).toBe('');
  });

  it('keeps the header links as they are', () => {
    expect(roundTrip('category=chargers')).toBe('category=chargers');
    expect(roundTrip('category=cables')).toBe('category=cables');
    expect(roundTrip('category=wallbox')).toBe('category=wallbox');
    expect(roundTrip('sale=true')).toBe('sale=true');
    expect(roundTrip('featured=true')).toBe('featured=true');
  });

  it('lists a selection that is not a whole group, including the single category cables', () => {
    const query = withFilters(DEFAULT_SHOP_QUERY, { ...DEFAULT_SHOP_QUERY.filters, categories: ['cables'] });
    const search = toSearchParams(query).toString();
    expect(search).toBe('categories=cables');
    expect(parse(search).filters.categories).toEqual(['cables']);
  });

  it('survives a round trip with every field set', () => {
    const query: ShopQuery = {
      filters: {
        categories: ['portable', 'wallbox'],
        brands: ['Wallbox', 'Schneider Electric'],
        specs: ['connectivity:WiFi', 'power:7,4 kW'],
        priceRange: [2000, 15000],
        inStock: true,
        onSale: true,
        featured: false,
      },
      search: 'pulsar plus',
      sort: 'price-low',
      page: 4,
    };
    expect(parseShopQuery(toSearchParams(query))).toEqual(query);
  });

  it('goes back to page 1 when the sort or the filters change, not when the page does', () => {
    const onPage3 = withPage(DEFAULT_SHOP_QUERY, 3);
    expect(onPage3.page).toBe(3);
    expect(withSort(onPage3, 'price-low').page).toBe(1);
    expect(withFilters(onPage3, { ...onPage3.filters, inStock: true }).page).toBe(1);
  });

  it('counts active filters', () => {
    expect(countActiveFilters(parse('category=chargers&sale=true&maxPrice=5000').filters)).toBe(5);
  });
});
