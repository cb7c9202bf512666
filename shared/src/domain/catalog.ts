/** Product catalogue rules: categories and the shop's category filters. */

export const PRODUCT_CATEGORIES = [
  'stations',
  'portable',
  'wallbox',
  'residential',
  'commercial',
  'cables',
  'adapters',
  'extensions',
  'accessories',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** Shop filter groups: 'chargers' and 'cables' each stand for several categories. */
export const CATEGORY_GROUPS: Readonly<Record<string, readonly ProductCategory[]>> = {
  chargers: ['residential', 'commercial', 'wallbox'],
  cables: ['cables', 'adapters', 'extensions', 'accessories'],
};

/** The categories a shop `category` query parameter selects; unknown values select nothing. */
export function expandCategoryFilter(category: string | null | undefined): ProductCategory[] {
  if (!category) return [];
  const group = CATEGORY_GROUPS[category];
  if (group) return [...group];
  return isProductCategory(category) ? [category] : [];
}

/** For products without a category: from their power (kW) and name. */
export function deriveCategoryFromPower(powerKw: number | null | undefined, name = ''): ProductCategory {
  const power = powerKw ?? 0;
  const lowerName = name.toLowerCase();
  if (power >= 22 || lowerName.includes('commercial')) return 'commercial';
  if (power >= 11) return 'wallbox';
  if (lowerName.includes('portable')) return 'portable';
  if (power >= 3) return 'residential';
  return 'wallbox';
}

/** '7,4 kW', '22kW', 'Jusqu'à 11 kW' → the first power figure in kW. */
export function parsePowerKw(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const match = /(\d+(?:[.,]\d+)?)\s*kW\b/i.exec(text ?? '');
  return match ? Number.parseFloat(match[1]!.replace(',', '.')) : null;
}
