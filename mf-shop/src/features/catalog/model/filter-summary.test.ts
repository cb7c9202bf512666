import { describe, expect, it } from 'vitest';
import { filterSummary } from './filter-summary';
import { parseShopQuery } from './shop-url-state';

const summary = (search: string) => filterSummary(parseShopQuery(new URLSearchParams(search)));

describe('filterSummary', () => {
  it('is empty for the whole shop', () => {
    expect(summary('')).toEqual([]);
  });

  it('names a category group by its own name', () => {
    expect(summary('category=chargers')).toEqual(['Chargeurs']);
    expect(summary('category=cables')).toEqual(['Câbles']);
  });

  it('lists categories, brands, specifications, offers and the search', () => {
    expect(
      summary(
        'categories=portable&categories=wallbox&brand=ABB&spec=protection:IP54&sale=true&featured=true&q=borne',
      ),
    ).toEqual([
      'Chargeurs portables',
      'Wallbox',
      'ABB',
      'IP54',
      'Promotions',
      'Produits vedettes',
      'Recherche : borne',
    ]);
  });
});
