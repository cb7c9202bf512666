/** Products to suggest next to one product, chosen by the shared similarity rules. */
import type { Product } from '@chargemaroc/shared/contracts/product';
import {
  compatibleProducts,
  similarProducts,
  type CompatibilityReason,
} from '@chargemaroc/shared/domain/similarity';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { fetchCatalogue } from '../../../common/api/products';

export type SuggestionVariant = 'similar' | 'compatible' | 'comprehensive';

/** Enough to fill the carousel and its 'Voir plus'. */
export const SUGGESTION_POOL = 12;

export interface Suggestion {
  product: Product;
  similarityScore: number;
  compatibility: CompatibilityReason | null;
}

export function compatibilityText(reason: CompatibilityReason): string {
  const texts = messages.products.compatibility;
  switch (reason.kind) {
    case 'sameConnector':
      return formatMessage(texts.sameConnector, { connector: reason.connector });
    case 'sameBrand':
      return formatMessage(texts.sameBrand, { brand: reason.brand });
    default:
      return texts[reason.kind];
  }
}

export function pickSuggestions(
  target: Product,
  catalogue: readonly Product[],
  variant: SuggestionVariant,
): Suggestion[] {
  const similar = () =>
    similarProducts(target, catalogue, SUGGESTION_POOL).map(({ similarityScore, ...product }) => ({
      product: product as Product,
      similarityScore,
      compatibility: null,
    }));
  const compatible = () =>
    compatibleProducts(target, catalogue, SUGGESTION_POOL).map(
      ({ similarityScore, compatibility, ...product }) => ({
        product: product as Product,
        similarityScore,
        compatibility,
      }),
    );
  if (variant === 'similar') return similar();
  if (variant === 'compatible') return compatible();
  // Both, compatible first, each product once.
  const seen = new Set<string>();
  return [...compatible(), ...similar()].filter(
    (entry) => !seen.has(entry.product.id) && Boolean(seen.add(entry.product.id)),
  );
}

export async function fetchSuggestions(target: Product, variant: SuggestionVariant): Promise<Suggestion[]> {
  return pickSuggestions(target, await fetchCatalogue(), variant);
}
