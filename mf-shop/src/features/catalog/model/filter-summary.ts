import { CATEGORY_GROUPS } from '@chargemaroc/shared/contracts/product';
import { formatNumber } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { categoryLabel } from '../../../common/components/product-badges';
import { powerBand } from './power-bands';
import { PRICE_BOUNDS, parseSpecKey, type ShopQuery } from './shop-url-state';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The active filters in words, for the breadcrumb: 'Chargeurs', 'ABB', 'Promotions'… */
export function filterSummary(query: ShopQuery): string[] {
  const { filters } = query;
  const labels = shopLabels.shop;
  const parts: string[] = [];
  const group = Object.entries(CATEGORY_GROUPS).find(([, members]) => sameSet(members, filters.categories));
  if (group) parts.push(categoryLabel(group[0]));
  else parts.push(...filters.categories.map(categoryLabel));
  parts.push(...filters.brands);
  parts.push(
    ...filters.specs.flatMap((key) => {
      const spec = parseSpecKey(key);
      if (!spec) return [];
      return spec.group === 'power' ? (powerBand(spec.value)?.label ?? spec.value) : spec.value;
    }),
  );
  const [min, max] = filters.priceRange;
  if (min > PRICE_BOUNDS.min || max < PRICE_BOUNDS.max) {
    parts.push(
      formatMessage(labels.breadcrumbPrice, {
        min: formatNumber(min),
        max: `${formatNumber(max)} ${messages.common.currency}`,
      }),
    );
  }
  if (filters.inStock) parts.push(labels.inStock);
  if (filters.onSale) parts.push(messages.common.nav.sale);
  if (filters.featured) parts.push(labels.featured);
  if (query.search) parts.push(formatMessage(labels.breadcrumbSearch, { search: query.search }));
  return parts;
}
