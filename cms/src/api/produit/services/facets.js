'use strict';

/**
 * A product's row, the fields the facets read (FACET_FIELDS).
 * @typedef {{ category?: unknown, Brand?: unknown, Puissancedecharge?: unknown, Indicedeprotection?: unknown,
 *   Connectivite?: unknown, price?: number | string | null }} FacetedProduct
 */

/**
 * Counts each distinct non-empty value, most frequent first, then alphabetically.
 *
 * @param {unknown[]} values
 */
const countValues = (values) => {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed) counts.set(trimmed, (counts.get(trimmed) || 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'fr'));
};

/** @param {FacetedProduct[]} products */
const priceRange = (products) => {
  const prices = products
    .filter((product) => product.price !== null && product.price !== undefined)
    .map((product) => Number(product.price))
    .filter((price) => Number.isFinite(price) && price >= 0);
  if (prices.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...prices), max: Math.max(...prices) };
};

/**
 * Filter options of the shop, built from the whole catalogue in one pass.
 *
 * @param {FacetedProduct[]} products
 */
const buildFacets = (products) => ({
  categories: countValues(products.map((product) => product.category)),
  brands: countValues(products.map((product) => product.Brand)),
  power: countValues(products.map((product) => product.Puissancedecharge)),
  // each product's whole text, counted: the shop reads its curated values (Wi-Fi, IP54…) from them
  protection: countValues(products.map((product) => product.Indicedeprotection)),
  connectivity: countValues(products.map((product) => product.Connectivite)),
  price: priceRange(products),
});

const FACET_FIELDS = [
  'category',
  'Brand',
  'Puissancedecharge',
  'Indicedeprotection',
  'Connectivite',
  'price',
];

module.exports = { buildFacets, FACET_FIELDS };
