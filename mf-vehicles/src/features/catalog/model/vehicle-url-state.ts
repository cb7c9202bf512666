/**
 * The vehicle list's state (filters, search, sort, page) lives in the URL with the spec's query
 * parameters (categories, brands, specs, featured), so a header link, a reload or Back shows the
 * same list. Several values of one parameter are repeated (`brands=audi&brands=bmw`); a
 * comma-separated value (`brands=audi,bmw`) is read too.
 */
import {
  VEHICLE_CATEGORY_FILTERS,
  VEHICLE_ENERGY_FILTERS,
  VEHICLE_PRICE_RANGE,
  type VehicleSort,
} from '@chargemaroc/shared/contracts/vehicle';

export const VEHICLE_SORTS: readonly VehicleSort[] = [
  'name',
  'brand',
  'price-low',
  'price-high',
  'power-high',
];

export interface VehicleFilters {
  categories: string[];
  /** Brand keys in lower case, e.g. 'tesla', 'mercedes-benz'. */
  brands: string[];
  /** Energies: 'electric', 'hybrid'. */
  specs: string[];
  priceRange: [number, number];
  featured: boolean;
}

export interface VehicleQuery {
  filters: VehicleFilters;
  search: string;
  sort: VehicleSort;
  page: number;
}

export const PARAMS = {
  categories: 'categories',
  brands: 'brands',
  specs: 'specs',
  featured: 'featured',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  search: 'q',
  sort: 'sort',
  page: 'page',
} as const;

export const DEFAULT_VEHICLE_FILTERS: Readonly<VehicleFilters> = {
  categories: [],
  brands: [],
  specs: [],
  priceRange: [VEHICLE_PRICE_RANGE.min, VEHICLE_PRICE_RANGE.max],
  featured: false,
};

export const DEFAULT_VEHICLE_QUERY: Readonly<VehicleQuery> = {
  filters: DEFAULT_VEHICLE_FILTERS,
  search: '',
  sort: 'name',
  page: 1,
};

/**
 * The short names the site's links give brands the catalogue spells in full (the spec's
 * `brands=mercedes` for 'Mercedes-Benz'): one brand, one key.
 */
const BRAND_ALIASES: Readonly<Record<string, string>> = {
  'mercedes-benz': 'mercedes',
  'mercedes benz': 'mercedes',
  vw: 'volkswagen',
};

/** A brand as the URL keeps it: 'Mercedes-Benz', 'mercedes-benz' and 'mercedes' are one key. */
export function brandKey(brand: string): string {
  const key = brand.trim().toLowerCase();
  return BRAND_ALIASES[key] ?? key;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function listParam(params: URLSearchParams, name: string): string[] {
  return unique(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Spec: an unparseable bound falls back to 200000 (minimum) or 1500000 (maximum). */
function parsePrice(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(VEHICLE_PRICE_RANGE.max, Math.max(VEHICLE_PRICE_RANGE.min, Math.round(value)));
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parseVehicleQuery(params: URLSearchParams): VehicleQuery {
  let min = parsePrice(params.get(PARAMS.minPrice), VEHICLE_PRICE_RANGE.min);
  let max = parsePrice(params.get(PARAMS.maxPrice), VEHICLE_PRICE_RANGE.max);
  if (min > max) [min, max] = [max, min];
  const sort = params.get(PARAMS.sort) ?? '';
  return {
    filters: {
      categories: listParam(params, PARAMS.categories).filter((value) => value in VEHICLE_CATEGORY_FILTERS),
      brands: unique(listParam(params, PARAMS.brands).map(brandKey)),
      specs: listParam(params, PARAMS.specs).filter((value) => value in VEHICLE_ENERGY_FILTERS),
      priceRange: [min, max],
      featured: params.get(PARAMS.featured) === 'true',
    },
    search: (params.get(PARAMS.search) ?? '').trim(),
    sort: (VEHICLE_SORTS as readonly string[]).includes(sort) ? (sort as VehicleSort) : 'name',
    page: parsePage(params.get(PARAMS.page)),
  };
}

export function hasPriceFilter([min, max]: readonly [number, number]): boolean {
  return min > VEHICLE_PRICE_RANGE.min || max < VEHICLE_PRICE_RANGE.max;
}

/** Only what differs from the defaults is written, so plain links stay plain. */
export function toSearchParams(query: VehicleQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = query;
  if (query.search.trim()) params.set(PARAMS.search, query.search.trim());
  filters.categories.forEach((value) => params.append(PARAMS.categories, value));
  filters.brands.forEach((value) => params.append(PARAMS.brands, value));
  filters.specs.forEach((value) => params.append(PARAMS.specs, value));
  const [min, max] = filters.priceRange;
  if (min > VEHICLE_PRICE_RANGE.min) params.set(PARAMS.minPrice, String(min));
  if (max < VEHICLE_PRICE_RANGE.max) params.set(PARAMS.maxPrice, String(max));
  if (filters.featured) params.set(PARAMS.featured, 'true');
  if (query.sort !== 'name') params.set(PARAMS.sort, query.sort);
  if (query.page > 1) params.set(PARAMS.page, String(query.page));
  return params;
}

export function countActiveFilters(filters: VehicleFilters): number {
  return (
    filters.categories.length +
    filters.brands.length +
    filters.specs.length +
    (hasPriceFilter(filters.priceRange) ? 1 : 0) +
    Number(filters.featured)
  );
}

/** Every change but a page change starts again from page 1. */
export function withFilters(query: VehicleQuery, filters: VehicleFilters): VehicleQuery {
  return { ...query, filters, page: 1 };
}

export function withSearch(query: VehicleQuery, search: string): VehicleQuery {
  return { ...query, search, page: 1 };
}

export function withSort(query: VehicleQuery, sort: VehicleSort): VehicleQuery {
  return { ...query, sort, page: 1 };
}

export function withPage(query: VehicleQuery, page: number): VehicleQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}
