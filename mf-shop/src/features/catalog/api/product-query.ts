/** The shop's list state as Strapi REST query parameters: search and filters run on the server. */
import type { QueryParams } from '@chargemaroc/shared/api';
import { SHOP_PAGE_SIZE, type ProductSort } from '@chargemaroc/shared/contracts/product';
import { powerBand, powerBandCondition } from '../model/power-bands';
import { PRICE_BOUNDS, parseSpecKey, type ShopQuery, type SpecGroup } from '../model/shop-url-state';
import { curatedCondition } from './spec-facets';

type Condition = QueryParams;

/** Names show as 'Brand Model', so the name order is by brand, then model. */
const SORT_FIELDS: Record<ProductSort, string[]> = {
  name: ['Brand:asc', 'Name:asc'],
  'price-low': ['price:asc', 'Name:asc'],
  'price-high': ['price:desc', 'Name:asc'],
};

/** What a product card reads; the long description and full-size image stay on the server. */
export const CARD_FIELDS = [
  'Name',
  'Brand',
  'Description',
  'slug',
  'category',
  'price',
  'originalPrice',
  'stock',
  'powerKw',
  'tags',
  'isNew',
  'isFeatured',
  'rating',
  'reviewCount',
  'Puissancedecharge',
  'Indicedeprotection',
  'Connectivite',
];

function specConditions(specs: readonly string[]): Condition[] {
  const byGroup = new Map<SpecGroup, string[]>();
  for (const key of specs) {
    const spec = parseSpecKey(key);
    if (spec) byGroup.set(spec.group, [...(byGroup.get(spec.group) ?? []), spec.value]);
  }
  // Values of one group widen the choice; groups narrow it.
  return [...byGroup].map(([group, values]) => {
    if (group === 'power') {
      // bands of the typed power; an unknown value (an old link) is matched as text
      return {
        $or: values.map((value) => {
          const band = powerBand(value);
          return band ? powerBandCondition(band) : { Puissancedecharge: { $eq: value } };
        }),
      };
    }
    // a curated value ('Wi-Fi', 'IP54') matches the products whose text names it
    return { $or: values.map((value) => curatedCondition(group, value)) };
  });
}

export function productFilters(query: Pick<ShopQuery, 'filters'>): Condition {
  const { filters } = query;
  const filter: Condition = {};
  const all: Condition[] = [];
  if (filters.categories.length > 0) filter.category = { $in: filters.categories };
  if (filters.brands.length > 0) filter.Brand = { $in: filters.brands };
  const [min, max] = filters.priceRange;
  if (min > PRICE_BOUNDS.min || max < PRICE_BOUNDS.max) {
    filter.price = {
      ...(min > PRICE_BOUNDS.min ? { $gte: min } : {}),
      ...(max < PRICE_BOUNDS.max ? { $lte: max } : {}),
    };
  }
  if (filters.inStock) filter.stock = { $gt: 0 };
  if (filters.onSale) filter.originalPrice = { $notNull: true, $gt: 0 };
  if (filters.featured) filter.isFeatured = { $eq: true };
  all.push(...specConditions(filters.specs));
  if (all.length > 0) filter.$and = all;
  return filter;
}

/**
 * The free text goes as Strapi's `_q`, which the CMS answers with the site search (accents, case,
 * plurals and typos forgiven: `cable` finds the câbles).
 */
export function searchParam(search: string): QueryParams {
  const text = search.trim();
  return text ? { _q: text } : {};
}

export function productListParams(query: ShopQuery): QueryParams {
  return {
    ...searchParam(query.search),
    filters: productFilters(query),
    sort: SORT_FIELDS[query.sort],
    pagination: { page: query.page, pageSize: SHOP_PAGE_SIZE },
    fields: CARD_FIELDS,
    populate: { Image: true },
  };
}
