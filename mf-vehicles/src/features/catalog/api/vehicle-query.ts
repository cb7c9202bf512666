/** The list's state as Strapi REST query parameters: search, filters and paging run on the server. */
import type { QueryParams } from '@chargemaroc/shared/api';
import {
  VEHICLE_CATEGORY_FILTERS,
  VEHICLE_ENERGY_FILTERS,
  VEHICLE_PAGE_SIZE,
  type Vehicle,
  type VehicleSort,
} from '@chargemaroc/shared/contracts/vehicle';
import { hasPriceFilter, type VehicleQuery } from '../model/vehicle-url-state';

type Condition = QueryParams;

/** What a card reads; long texts and dimensions stay on the server. */
export const CARD_FIELDS = [
  'FullName',
  'Brand',
  'Marque',
  'Modele',
  'Version',
  'Categorie',
  'etat',
  'Motorisation',
  'Energie',
  'Autonomieofficielle',
  'Puissance',
  'Places',
  'Prix',
  'Prixpublic',
  'PrixOriginal',
  'Remise',
  'EstNouveau',
  'EstEnVedette',
  'slug',
];

/** Sorts Strapi runs itself; the others are ranked by `rankVehicles`. */
const SERVER_SORTS: Partial<Record<VehicleSort, string[]>> = {
  name: ['FullName:asc'],
  brand: ['Brand:asc', 'FullName:asc'],
};

export function isRankedSort(sort: VehicleSort): boolean {
  return !(sort in SERVER_SORTS);
}

export function vehicleFilters(query: Pick<VehicleQuery, 'filters'>): Condition {
  const { filters } = query;
  const all: Condition[] = [];
  if (filters.categories.length > 0) {
    all.push({
      $or: filters.categories.map((key) => ({
        Categorie: { $containsi: VEHICLE_CATEGORY_FILTERS[key] ?? key },
      })),
    });
  }
  if (filters.brands.length > 0) {
    // 'mercedes' (the header's link) matches 'Mercedes-Benz'.
    all.push({ $or: filters.brands.map((brand) => ({ Brand: { $containsi: brand } })) });
  }
  if (filters.specs.length > 0) {
    all.push({
      $or: filters.specs.map((key) => ({ Motorisation: { $containsi: VEHICLE_ENERGY_FILTERS[key] ?? key } })),
    });
  }
  const filter: Condition = {};
  // Spec: the price bounds are sent only when the range differs from 200000-1500000.
  if (hasPriceFilter(filters.priceRange)) {
    filter.Prixpublic = { $gte: filters.priceRange[0], $lte: filters.priceRange[1] };
  }
  if (filters.featured) filter.EstEnVedette = { $eq: true };
  if (all.length > 0) filter.$and = all;
  return filter;
}

/** One page of the list in a server sort. */
/**
 * The free text goes as Strapi's `_q`, which the CMS answers with the site search (accents, case,
 * plurals and typos forgiven: `electrique` finds 'Électrique').
 */
function searchParam(search: string): QueryParams {
  const text = search.trim();
  return text ? { _q: text } : {};
}

export function vehicleListParams(query: VehicleQuery): QueryParams {
  return {
    ...searchParam(query.search),
    filters: vehicleFilters(query),
    sort: SERVER_SORTS[query.sort] ?? SERVER_SORTS.name!,
    pagination: { page: query.page, pageSize: VEHICLE_PAGE_SIZE },
    fields: CARD_FIELDS,
    populate: { Images: true },
  };
}

/** Every match with only what ranking reads (price, power, name), for the price and power sorts. */
export const RANKING_PAGE_SIZE = 1000;
export function rankingParams(query: VehicleQuery): QueryParams {
  return {
    ...searchParam(query.search),
    filters: vehicleFilters(query),
    sort: ['FullName:asc'],
    pagination: { page: 1, pageSize: RANKING_PAGE_SIZE },
    fields: ['FullName', 'Prix', 'Prixpublic', 'Puissance'],
  };
}

/** Horsepower read from text: '283 ch' → 283, '150 kW' → 204. */
export function powerHp(power: string | null): number | null {
  if (!power) return null;
  const match = /(\d+(?:[.,]\d+)?)\s*(ch|cv|hp|kw)?/i.exec(power);
  if (!match) return null;
  const value = Number.parseFloat(match[1]!.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return match[2]?.toLowerCase() === 'kw' ? Math.round(value * 1.36) : value;
}

type Ranked = Pick<Vehicle, 'id' | 'name' | 'price' | 'power'>;

/**
 * The order of the price and power sorts. Vehicles without a price (or power) come after the
 * others in both directions; ties by name.
 */
export function rankVehicles<T extends Ranked>(vehicles: readonly T[], sort: VehicleSort): T[] {
  const key = (vehicle: T) => (sort === 'power-high' ? powerHp(vehicle.power) : vehicle.price);
  const direction = sort === 'price-low' ? 1 : -1;
  return [...vehicles].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null && kb !== null) return 1;
    if (kb === null && ka !== null) return -1;
    if (ka !== null && kb !== null && ka !== kb) return (ka - kb) * direction;
    return a.name.localeCompare(b.name, 'fr');
  });
}

/** The cards of one page of a ranked sort, fetched by id. */
export function pageByIdsParams(ids: readonly string[]): QueryParams {
  return {
    filters: { documentId: { $in: [...ids] } },
    pagination: { page: 1, pageSize: Math.max(1, ids.length) },
    fields: CARD_FIELDS,
    populate: { Images: true },
  };
}
