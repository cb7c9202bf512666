/** Trending, seasonal and personalised picks from the catalogue, by the shared recommendation rules. */
import type { Product } from '@chargemaroc/shared/contracts/product';
import {
  DEFAULT_RECOMMENDATION_LIMIT,
  personalized,
  seasonal,
  trending,
} from '@chargemaroc/shared/domain/similarity';
import { fetchCatalogue } from '../../../common/api/products';

export type RecommendationVariant = 'trending' | 'seasonal' | 'personalized';

export function pickRecommendations(
  variant: RecommendationVariant,
  catalogue: readonly Product[],
  options: { limit?: number; heldIds?: readonly string[]; date?: Date } = {},
): Product[] {
  const limit = options.limit ?? DEFAULT_RECOMMENDATION_LIMIT;
  if (variant === 'trending') return trending(catalogue, limit);
  if (variant === 'seasonal') return seasonal(catalogue, limit, options.date);
  const held = new Set(options.heldIds ?? []);
  // 'Recommandé pour vous' speaks of what the shopper holds: with nothing held there is nothing to say
  // (the trending block already shows the most popular products).
  if (held.size === 0) return [];
  // Like trending and seasonal picks, a sold-out product is not recommended.
  const available = catalogue.filter((product) => product.inStock);
  const ranked = personalized(
    catalogue.filter((product) => held.has(product.id)),
    available,
    limit,
  );
  // The score only ranks them: the catalogue's own product objects are shown.
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return ranked.flatMap((entry) => byId.get(entry.id) ?? []);
}

export async function fetchRecommendations(
  variant: RecommendationVariant,
  options: { limit?: number; heldIds?: readonly string[] } = {},
): Promise<Product[]> {
  return pickRecommendations(variant, await fetchCatalogue(), options);
}
