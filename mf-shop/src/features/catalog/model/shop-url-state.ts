/**
 * The shop's list state (filters, search, sort, page) lives in the URL, so a link or a reload shows
 * the same list and Back works. This module maps one to the other; the hook applies it.
 */
import {
  CATEGORY_GROUPS,
  DEFAULT_PRODUCT_FILTERS,
  expandCategoryFilter,
  isProductCategory,
  type ProductCategory,
  type ProductFilters,
  type ProductSort,
} from '@chargemaroc/shared/contracts/product';

export const PRICE_BOUNDS = { min: 0, max: 100000, step: 1000 } as const;

export const SORTS: readonly ProductSort[] = ['name', 'price-low', 'price-high'];

export const SPEC_GROUPS = ['power', 'protection', 'connectivity'] as const;
export type SpecGroup = (typeof SPEC_GROUPS)[number];

export interface ShopQuery {
  filters: ProductFilters;
  search: string;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SHOP_QUERY: Readonly<ShopQuery> = {
  filters: DEFAULT_PRODUCT_FILTERS,
  search: '',
  sort: 'name',
  page: 1,
};

/** Query parameter names. `category` is the spec's entry parameter (a group or one category). */
export const PARAMS = {
  category: 'category',
  categories: 'categories',
  brand: 'brand',
  spec: 'spec',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  inStock: 'stock',
  onSale: 'sale',
  featured: 'featured',
  search: 'q',
  sort: 'sort',
  page: 'page',
} as const;

/** A specification filter is kept as 'group:value', e.g. 'protection:IP54'. */
export function specKey(group: SpecGroup, value: string): string {
  return `${group}:${value}`;
}

export function parseSpecKey(key: string): { group: SpecGroup; value: string } | null {
  const separator = key.indexOf(':');
  if (separator <= 0) return null;
  const group = key.slice(0, separator);
  const value = key.slice(separator + 1).trim();
  if (!value || !(SPEC_GROUPS as readonly string[]).includes(group)) return null;
  return { group: group as SpecGroup, value };
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function parsePrice(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(PRICE_BOUNDS.max, Math.max(PRICE_BOUNDS.min, Math.round(value)));
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseCategories(params: URLSearchParams): ProductCategory[] {
  const fromEntry = params.getAll(PARAMS.category).flatMap((value) => expandCategoryFilter(value));
  const listed = params.getAll(PARAMS.categories).filter(isProductCategory);
  return unique([...fromEntry, ...listed]);
}

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  let min = parsePrice(params.get(PARAMS.minPrice), PRICE_BOUNDS.min);
  let max = parsePrice(params.get(PARAMS.maxPrice), PRICE_BOUNDS.max);
  if (min > max) [min, max] = [max, min];
  const sort = params.get(PARAMS.sort);
  return {
    filters: {
      categories: parseCategories(params),
      brands: unique(
        params
          .getAll(PARAMS.brand)
          .map((brand) => brand.trim())
          .filter(Boolean),
      ),
      specs: unique(params.getAll(PARAMS.spec).filter((key) => parseSpecKey(key) !== null)),
      priceRange: [min, max],
      inStock: params.get(PARAMS.inStock) === 'true',
      onSale: params.get(PARAMS.onSale) === 'true',
      featured: params.get(PARAMS.featured) === 'true',
    },
    search: (params.get(PARAMS.search) ?? '').trim(),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'name',
    page: parsePage(params.get(PARAMS.page)),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** A whole group as `category=<group>`, one category as `category=<name>`, anything else listed. */
function writeCategories(params: URLSearchParams, categories: readonly ProductCategory[]) {
  if (categories.length === 0) return;
  const group = Object.entries(CATEGORY_GROUPS).find(([, members]) => sameSet(members, categories));
  if (group) {
    params.set(PARAMS.category, group[0]);
    return;
  }
  const [only] = categories;
  if (categories.length === 1 && only && !(only in CATEGORY_GROUPS)) {
    params.set(PARAMS.category, only);
    return;
  }
  categories.forEach((category) => params.append(PARAMS.categories, category));
}

/** Only what differs from the defaults is written, so plain links stay plain. */
export function toSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = query;
  if (query.search.trim()) params.set(PARAMS.search, query.search.trim());
  writeCategories(params, filters.categories);
  filters.brands.forEach((brand) => params.append(PARAMS.brand, brand));
  filters.specs.forEach((spec) => params.append(PARAMS.spec, spec));
  const [min, max] = filters.priceRange;
  if (min > PRICE_BOUNDS.min) params.set(PARAMS.minPrice, String(min));
  if (max < PRICE_BOUNDS.max) params.set(PARAMS.maxPrice, String(max));
  if (filters.inStock) params.set(PARAMS.inStock, 'true');
  if (filters.onSale) params.set(PARAMS.onSale, 'true');
  if (filters.featured) params.set(PARAMS.featured, 'true');
  if (query.sort !== 'name') params.set(PARAMS.sort, query.sort);
  if (query.page > 1) params.set(PARAMS.page, String(query.page));
  return params;
}

export function countActiveFilters(filters: ProductFilters): number {
  const [min, max] = filters.priceRange;
  return (
    filters.categories.length +
    filters.brands.length +
    filters.specs.length +
    (min > PRICE_BOUNDS.min || max < PRICE_BOUNDS.max ? 1 : 0) +
    Number(filters.inStock) +
    Number(filters.onSale) +
    Number(filters.featured)
  );
}

/** Every change but a page change starts again from page 1. */
export function withFilters(query: ShopQuery, filters: ProductFilters): ShopQuery {
  return { ...query, filters, page: 1 };
}

export function withSearch(query: ShopQuery, search: string): ShopQuery {
  return { ...query, search, page: 1 };
}

export function withSort(query: ShopQuery, sort: ProductSort): ShopQuery {
  return { ...query, sort, page: 1 };
}

export function withPage(query: ShopQuery, page: number): ShopQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}
