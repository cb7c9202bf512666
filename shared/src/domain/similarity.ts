/** Product recommendations: similar, compatible, trending, seasonal and personalised. */

/** The product figures recommendations read; the screen Product satisfies it. */
export interface ComparableProduct {
  id: string;
  category: string;
  brand: string;
  name?: string;
  powerKw: number | null;
  price: number | null;
  tags: readonly string[];
  rating?: number;
  reviews?: number;
  isFeatured?: boolean;
  isNew?: boolean;
  stock?: number | null;
  specifications: { protection?: string | null; connectivity?: string | null; cable?: string | null };
}

export const SIMILARITY_THRESHOLD = 10;
export const RECOMMENDATION_THRESHOLD = 5;
export const SIMILAR_OUTLINE_SCORE = 50;
export const DEFAULT_RECOMMENDATION_LIMIT = 6;
export const DEFAULT_COMPATIBLE_LIMIT = 4;

export const CHARGER_CATEGORIES: readonly string[] = [
  'stations',
  'portable',
  'wallbox',
  'residential',
  'commercial',
];
export const ACCESSORY_CATEGORIES: readonly string[] = ['cables', 'adapters', 'extensions', 'accessories'];

const normalise = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** 'Wi-Fi, Bluetooth / 4G' → ['wi-fi', 'bluetooth', '4g']. */
export function connectivityList(connectivity: string | null | undefined): string[] {
  return normalise(connectivity)
    .split(/[,/;+|]|\bet\b/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function sharedCount(a: readonly string[], b: readonly string[]): number {
  const right = new Set(b.map(normalise));
  return [...new Set(a.map(normalise))].filter((value) => value && right.has(value)).length;
}

export function similarityScore(a: ComparableProduct, b: ComparableProduct): number {
  let score = 0;
  if (a.category && a.category === b.category) score += 30;
  if (a.brand && normalise(a.brand) === normalise(b.brand)) score += 20;
  if (a.powerKw !== null && b.powerKw !== null) {
    const difference = Math.abs(a.powerKw - b.powerKw);
    if (difference <= 3.7) score += 25;
    else if (difference <= 7.4) score += 15;
    else if (difference <= 11) score += 10;
  }
  const protection = normalise(a.specifications.protection);
  if (protection && protection === normalise(b.specifications.protection)) score += 15;
  score +=
    5 *
    sharedCount(
      connectivityList(a.specifications.connectivity),
      connectivityList(b.specifications.connectivity),
    );
  score += 3 * sharedCount(a.tags, b.tags);
  if (a.price !== null && b.price !== null && a.price > 0 && b.price > 0) {
    const relative = Math.abs(a.price - b.price) / Math.max(a.price, b.price);
    if (relative <= 0.2) score += 10;
    else if (relative <= 0.5) score += 5;
  }
  return score;
}

export function similarProducts<T extends ComparableProduct>(
  target: ComparableProduct,
  all: readonly T[],
  limit = DEFAULT_RECOMMENDATION_LIMIT,
): (T & { similarityScore: number })[] {
  return all
    .filter((product) => product.id !== target.id)
    .map((product) => ({ ...product, similarityScore: similarityScore(target, product) }))
    .filter((product) => product.similarityScore > SIMILARITY_THRESHOLD)
    .sort((a, b) => b.similarityScore - a.similarityScore)
    .slice(0, limit);
}

export type CompatibilityReason =
  | { kind: 'accessoryForCharger' }
  | { kind: 'chargerForAccessory' }
  | { kind: 'sameConnector'; connector: string }
  | { kind: 'sameBrand'; brand: string };

/** The plugs and sockets a product's name, cable and connectivity speak of. */
const PLUGS: readonly (readonly [string, RegExp])[] = [
  ['Type 2', /\btype\s*2\b/],
  ['Type 1', /\btype\s*1\b/],
  ['CEE', /\bcee\b/],
  ['E/F', /\be\/f\b|schuko|prise domestique/],
  ['CCS', /\bccs\b|\bcombo\b/],
  ['CHAdeMO', /\bchademo\b/],
];

export function plugsOf(product: Pick<ComparableProduct, 'name' | 'specifications'>): string[] {
  const text = [product.name, product.specifications.cable, product.specifications.connectivity]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return PLUGS.filter(([, pattern]) => pattern.test(text)).map(([plug]) => plug);
}

/**
 * Why `candidate` goes with `target`, or null when it does not: a charger and an accessory go
 * together when they share a plug (a Type 2 cable, a Type 2 charger) or a maker (its stand, its
 * meter); being a charger and an accessory is not enough (a CEE adapter of a portable charger is not
 * for a Type 2 wallbox).
 */
export function compatibility(
  target: ComparableProduct,
  candidate: ComparableProduct,
): CompatibilityReason | null {
  if (target.id === candidate.id) return null;
  const targetIsCharger = CHARGER_CATEGORIES.includes(target.category);
  const candidateIsCharger = CHARGER_CATEGORIES.includes(candidate.category);
  const targetIsAccessory = ACCESSORY_CATEGORIES.includes(target.category);
  const candidateIsAccessory = ACCESSORY_CATEGORIES.includes(candidate.category);
  if (!((targetIsCharger && candidateIsAccessory) || (targetIsAccessory && candidateIsCharger))) return null;
  const candidatePlugs = plugsOf(candidate);
  const sharedPlug = plugsOf(target).find((plug) => candidatePlugs.includes(plug));
  if (sharedPlug) return { kind: 'sameConnector', connector: sharedPlug };
  if (target.brand && normalise(target.brand) === normalise(candidate.brand))
    return { kind: 'sameBrand', brand: candidate.brand };
  return null;
}

/** Accessories for a charger, chargers for an accessory; the closest matches first. */
export function compatibleProducts<T extends ComparableProduct>(
  target: ComparableProduct,
  all: readonly T[],
  limit = DEFAULT_COMPATIBLE_LIMIT,
): (T & { compatibility: CompatibilityReason; similarityScore: number })[] {
  const rank = { sameConnector: 0, sameBrand: 1, accessoryForCharger: 2, chargerForAccessory: 2 } as const;
  return all
    .flatMap((product) => {
      const reason = compatibility(target, product);
      return reason
        ? [{ ...product, compatibility: reason, similarityScore: similarityScore(target, product) }]
        : [];
    })
    .sort(
      (a, b) =>
        rank[a.compatibility.kind] - rank[b.compatibility.kind] || b.similarityScore - a.similarityScore,
    )
    .slice(0, limit);
}

/** Popularity: rating weighted by how many reviews back it, plus a nudge for featured and new products. */
export function popularityScore(product: ComparableProduct): number {
  const rating = product.rating ?? 0;
  const reviews = product.reviews ?? 0;
  return rating * Math.log10(reviews + 1) * 10 + (product.isFeatured ? 5 : 0) + (product.isNew ? 2 : 0);
}

const isAvailable = (product: ComparableProduct) =>
  product.stock === null || product.stock === undefined || product.stock > 0;

export function trending<T extends ComparableProduct>(
  all: readonly T[],
  limit = DEFAULT_RECOMMENDATION_LIMIT,
): T[] {
  return [...all]
    .filter(isAvailable)
    .sort((a, b) => popularityScore(b) - popularityScore(a))
    .slice(0, limit);
}

/**
 * Seasonal picks: portable chargers and cables before the summer road trips (May–August),
 * home and wallbox chargers the rest of the year.
 */
export function seasonalCategories(date: Date): readonly string[] {
  const month = date.getUTCMonth() + 1;
  return month >= 5 && month <= 8
    ? ['portable', 'cables', 'adapters', 'accessories']
    : ['wallbox', 'residential', 'stations', 'extensions'];
}

export function seasonal<T extends ComparableProduct>(
  all: readonly T[],
  limit = DEFAULT_RECOMMENDATION_LIMIT,
  date: Date = new Date(),
): T[] {
  const categories = seasonalCategories(date);
  return [...all]
    .filter((product) => isAvailable(product) && categories.includes(product.category))
    .sort((a, b) => popularityScore(b) - popularityScore(a))
    .slice(0, limit);
}

/**
 * For what the visitor already holds (cart and wishlist): products scoring above 5 on average
 * against those items, the held items themselves excluded. Falls back to trending when nothing is held.
 */
export function personalized<T extends ComparableProduct>(
  held: readonly ComparableProduct[],
  all: readonly T[],
  limit = DEFAULT_RECOMMENDATION_LIMIT,
): (T & { similarityScore: number })[] {
  if (held.length === 0) return trending(all, limit).map((product) => ({ ...product, similarityScore: 0 }));
  const heldIds = new Set(held.map((item) => item.id));
  return all
    .filter((product) => !heldIds.has(product.id))
    .map((product) => ({
      ...product,
      similarityScore: Math.round(
        held.reduce((sum, item) => sum + similarityScore(item, product), 0) / held.length,
      ),
    }))
    .filter((product) => product.similarityScore > RECOMMENDATION_THRESHOLD)
    .sort((a, b) => b.similarityScore - a.similarityScore || popularityScore(b) - popularityScore(a))
    .slice(0, limit);
}
