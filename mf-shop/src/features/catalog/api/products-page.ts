/** The shop list and its filter options, both from the server. */
import { apiClient, type QueryParams, type RequestConfig } from '@chargemaroc/shared/api';
import {
  PRODUCT_CATEGORIES,
  SHOP_PAGE_SIZE,
  type Product,
  type ProductCategory,
} from '@chargemaroc/shared/contracts/product';
import type { Page } from '@chargemaroc/shared/contracts/strapi';
import { fetchProductList, PRODUCTS_PATH } from '../../../common/api/products';
import type { ShopQuery } from '../model/shop-url-state';
import { POWER_BANDS } from '../model/power-bands';
import { productListParams } from './product-query';
import { curatedOptions, type CuratedGroup, type RawSpecCount } from './spec-facets';

export function fetchShopPage(query: ShopQuery, config?: RequestConfig): Promise<Page<Product>> {
  if (query.sort === 'price-low' || query.sort === 'price-high') return fetchPriceSortedPage(query, config);
  return fetchProductList(productListParams(query), config);
}

/**
 * A price sort with the products on quotation ('Prix sur demande') after every priced one,
 * whatever the database does with empty prices: the priced products first, page by page, then
 * the unpriced ones (in name order) fill the pages after them.
 */
async function fetchPriceSortedPage(query: ShopQuery, config?: RequestConfig): Promise<Page<Product>> {
  const params = productListParams(query);
  const size = SHOP_PAGE_SIZE;
  const only = (price: QueryParams, page: number, pageSize: number, sort = params.sort): QueryParams => ({
    ...params,
    sort,
    filters: { $and: [params.filters as QueryParams, { price }] },
    pagination: { page, pageSize },
  });
  const priced = await fetchProductList(only({ $notNull: true }, query.page, size), config);
  const pricedTotal = priced.pagination.total;
  const missing = size - priced.items.length;
  let unpriced: Product[] = [];
  let unpricedTotal: number;
  if (missing <= 0) {
    unpricedTotal = (await fetchProductList(only({ $null: true }, 1, 1, ['Name:asc']), config)).pagination
      .total;
  } else {
    const offset = Math.max(0, (query.page - 1) * size - pricedTotal);
    const firstPage = Math.floor(offset / size) + 1;
    const first = await fetchProductList(
      only({ $null: true }, firstPage, size, ['Brand:asc', 'Name:asc']),
      config,
    );
    unpricedTotal = first.pagination.total;
    unpriced = first.items.slice(offset % size);
    if (unpriced.length < missing && firstPage < first.pagination.pageCount) {
      const next = await fetchProductList(
        only({ $null: true }, firstPage + 1, size, ['Brand:asc', 'Name:asc']),
        config,
      );
      unpriced = [...unpriced, ...next.items];
    }
    unpriced = unpriced.slice(0, missing);
  }
  const total = pricedTotal + unpricedTotal;
  return {
    items: [...priced.items, ...unpriced],
    pagination: { page: query.page, pageSize: size, pageCount: Math.ceil(total / size), total },
  };
}

export interface FilterOption {
  value: string;
  count: number | null;
  /** Shown instead of the value (the power bands). */
  label?: string;
}

const POWER_OPTIONS: FilterOption[] = POWER_BANDS.map((band) => ({
  value: band.id,
  label: band.label,
  count: null,
}));

export interface FilterOptions {
  categories: FilterOption[];
  brands: FilterOption[];
  specifications: { power: FilterOption[]; protection: FilterOption[]; connectivity: FilterOption[] };
  /** True when the server's options could not be read and the built-in lists are shown. */
  isFallback: boolean;
}

const option = (value: string): FilterOption => ({ value, count: null });

/** Shown when the server's options cannot be read. */
export const DEFAULT_FILTER_OPTIONS: FilterOptions = {
  categories: PRODUCT_CATEGORIES.map(option),
  brands: ['ABB', 'Easee', 'Hager', 'Legrand', 'Schneider Electric', 'Wallbox', 'Zaptec'].map(option),
  specifications: {
    power: POWER_OPTIONS,
    protection: ['IP54', 'IP55', 'IP65', 'IP66'].map(option),
    connectivity: ['Wi-Fi', 'Bluetooth', 'Ethernet', '4G/LTE', 'OCPP', 'RFID'].map(option),
  },
  isFallback: true,
};

function readOptions(raw: unknown): FilterOption[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.flatMap((entry: unknown) => {
    if (typeof entry === 'string' && entry.trim()) return [option(entry.trim())];
    if (
      entry &&
      typeof entry === 'object' &&
      'value' in entry &&
      typeof entry.value === 'string' &&
      entry.value.trim()
    ) {
      const count = 'count' in entry && typeof entry.count === 'number' ? entry.count : null;
      return [{ value: entry.value.trim(), count }];
    }
    return [];
  });
}

/** A specification group's curated values from the CMS's texts and counts; null without counts. */
function readCurated(group: CuratedGroup, raw: unknown): FilterOption[] | null {
  const texts = readOptions(raw)?.filter((entry): entry is RawSpecCount => entry.count !== null);
  if (!texts || texts.length === 0) return null;
  return curatedOptions(group, texts);
}

/** The facets as the panel shows them; a missing list falls back to the built-in one. */
export function toFilterOptions(body: unknown): FilterOptions {
  const facets = (body && typeof body === 'object' && 'data' in body ? body.data : body) as Record<
    string,
    unknown
  > | null;
  if (!facets || typeof facets !== 'object') return DEFAULT_FILTER_OPTIONS;
  const categories = readOptions(facets.categories)?.filter(
    (entry): entry is FilterOption & { value: ProductCategory } =>
      (PRODUCT_CATEGORIES as readonly string[]).includes(entry.value),
  );
  const fallback = DEFAULT_FILTER_OPTIONS;
  const pick = (list: FilterOption[] | null | undefined, defaults: FilterOption[]) =>
    list && list.length > 0 ? list : defaults;
  return {
    categories: pick(categories, fallback.categories),
    brands: pick(readOptions(facets.brands), fallback.brands),
    specifications: {
      power: POWER_OPTIONS,
      protection: pick(readCurated('protection', facets.protection), fallback.specifications.protection),
      connectivity: pick(
        readCurated('connectivity', facets.connectivity),
        fallback.specifications.connectivity,
      ),
    },
    isFallback: false,
  };
}

export async function fetchFilterOptions(config?: RequestConfig): Promise<FilterOptions> {
  try {
    const response = await apiClient.get<unknown>(`${PRODUCTS_PATH}/facets`, config);
    return toFilterOptions(response.data);
  } catch {
    return DEFAULT_FILTER_OPTIONS;
  }
}
