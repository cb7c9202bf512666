import { describe, expect, it } from 'vitest';
import { buildStrapiQuery } from '@chargemaroc/shared/api';
import { parseVehicleQuery } from '../model/vehicle-url-state';
import {
  isRankedSort,
  powerHp,
  rankingParams,
  rankVehicles,
  vehicleFilters,
  vehicleListParams,
} from './vehicle-query';

const query = (search: string) => parseVehicleQuery(new URLSearchParams(search));
const decoded = (search: string) => decodeURIComponent(buildStrapiQuery(vehicleListParams(query(search))));

describe('vehicle list query', () => {
  it('maps categories, energies and brands to the backend fields (contains, case-insensitive)', () => {
    const text = decoded('categories=suv,sedan&specs=hybrid&brands=mercedes');
    expect(text).toContain('[Categorie][$containsi]=SUV');
    expect(text).toContain('[Categorie][$containsi]=Berlines');
    expect(text).toContain('[Motorisation][$containsi]=hybride');
    expect(text).toContain('[Brand][$containsi]=mercedes');
  });

  it('sends the free text to the site search (_q), in the list and in the ranking of every match', () => {
    expect(decoded('q=ioniq')).toContain('_q=ioniq');
    expect(decoded('q=ioniq')).not.toContain('$containsi]=ioniq');
    expect(decodeURIComponent(buildStrapiQuery(rankingParams(query('q=ioniq&sort=price-low'))))).toContain(
      '_q=ioniq',
    );
  });

  it('sends the price bounds only when the range differs from 200000-1500000', () => {
    expect(vehicleFilters(query('')).Prixpublic).toBeUndefined();
    expect(vehicleFilters(query('minPrice=300000')).Prixpublic).toEqual({ $gte: 300000, $lte: 1500000 });
  });

  it('asks for 20 a page, featured when asked, sorted by name or brand on the server', () => {
    const text = decoded('featured=true&sort=brand&page=2');
    expect(text).toContain('filters[EstEnVedette][$eq]=true');
    expect(text).toContain('pagination[page]=2&pagination[pageSize]=20');
    expect(text).toContain('sort[0]=Brand:asc');
    expect(isRankedSort('brand')).toBe(false);
    expect(isRankedSort('price-low')).toBe(true);
    expect(isRankedSort('power-high')).toBe(true);
  });

  it('ranks unpriced vehicles after priced ones under both price sorts', () => {
    const list = [
      { id: 'a', name: 'A', price: null, power: '100 ch' },
      { id: 'b', name: 'B', price: 500000, power: '300 ch' },
      { id: 'c', name: 'C', price: 300000, power: null },
      { id: 'd', name: 'D', price: null, power: '150 kW' },
    ];
    expect(rankVehicles(list, 'price-low').map((v) => v.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(rankVehicles(list, 'price-high').map((v) => v.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(rankVehicles(list, 'power-high').map((v) => v.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('reads horsepower from text, kW converted', () => {
    expect(powerHp('283 ch')).toBe(283);
    expect(powerHp('150 kW')).toBe(204);
    expect(powerHp(null)).toBeNull();
    expect(powerHp('n.c.')).toBeNull();
  });
});
