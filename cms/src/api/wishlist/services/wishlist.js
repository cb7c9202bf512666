'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { text } = require('../../../utils/validation');

const UID = 'api::wishlist.wishlist';
const PRODUCT_UID = 'api::produit.produit';
const MAX_ITEMS = 100;

const PRODUCT_FIELDS = [
  'id',
  'documentId',
  'Name',
  'Brand',
  'Description',
  'price',
  'originalPrice',
  'category',
  'stock',
];

/**
 * A product as a wishlist line shows it (PRODUCT_FIELDS and its images).
 * @typedef {{ id: number, documentId: string, Name?: string | null, Brand?: string | null,
 *   Description?: string | null, price?: number | null, originalPrice?: number | null, category?: string | null,
 *   stock?: number | null, Image?: MediaUrl | null, ImageFullSize?: MediaUrl | null }} WishedProduct
 */
/** A stored wishlist line. @typedef {{ productId: string, addedAt: string }} WishlistLine */

/** @param {WishedProduct} product */
const imageUrl = (product) => product.ImageFullSize?.url || product.Image?.url || null;

/**
 * A wishlist line as the storefront keeps it, from the product as it is now.
 *
 * @param {WishedProduct} product
 * @param {string} addedAt
 */
const toWishlistItem = (product, addedAt) => ({
  id: product.documentId,
  name: [product.Brand, product.Name].filter(Boolean).join(' '),
  description: product.Description ?? '',
  price: product.price ?? null,
  oldPrice: product.originalPrice ?? null,
  image: imageUrl(product),
  category: product.category ?? null,
  brand: product.Brand ?? null,
  addedAt,
  inStock: product.stock === null || product.stock === undefined || product.stock > 0,
});

/**
 * [{id|productId, addedAt?}] → unique product ids with dates; anything malformed is refused.
 *
 * @param {unknown} value
 * @returns {WishlistLine[]}
 */
const readItems = (value) => {
  if (!Array.isArray(value)) throw badRequest(messages.invalidBody);
  if (value.length > MAX_ITEMS) throw badRequest(messages.wishlistTooLong);
  /** @type {Map<string, string>} */
  const items = new Map();
  for (const entry of /** @type {(string | { productId?: unknown, id?: unknown, documentId?: unknown, addedAt?: unknown } | null)[]} */ (
    value
  )) {
    const productId = text(
      typeof entry === 'string' ? entry : entry && (entry.productId || entry.id || entry.documentId),
    );
    if (!productId || productId.length > 64) throw badRequest(messages.invalidBody);
    const date =
      entry && typeof entry === 'object' && entry.addedAt
        ? new Date(/** @type {string | number} */ (entry.addedAt))
        : new Date();
    if (!items.has(productId))
      items.set(productId, Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString());
  }
  return [...items].map(([productId, addedAt]) => ({ productId, addedAt }));
};

module.exports = factories.createCoreService(UID, ({ strapi }) => {
  /**
   * @param {ShopperAccount} user
   * @returns {Promise<{ id: number, items?: unknown } | null>}
   */
  const findOwn = (user) => strapi.db.query(UID).findOne({ where: { owner: user.id } });

  /**
   * Stored lines joined with the catalogue; lines whose product is gone are left out.
   *
   * @param {WishlistLine[]} stored
   */
  const resolve = async (stored) => {
    const ids = stored.map((item) => item.productId);
    if (ids.length === 0) return [];
    /** @type {WishedProduct[]} */
    const products = await strapi.db.query(PRODUCT_UID).findMany({
      where: { documentId: { $in: ids } },
      select: PRODUCT_FIELDS,
      populate: { Image: { select: ['url'] }, ImageFullSize: { select: ['url'] } },
    });
    const byId = new Map(products.map((product) => [product.documentId, product]));
    return stored
      .filter((item) => byId.has(item.productId))
      .map((item) => toWishlistItem(/** @type {WishedProduct} */ (byId.get(item.productId)), item.addedAt));
  };

  return {
    /** @param {ShopperAccount} user */
    async forUser(user) {
      const wishlist = await findOwn(user);
      // the lines this service stored (readItems)
      const stored = /** @type {WishlistLine[]} */ (Array.isArray(wishlist?.items) ? wishlist.items : []);
      return { items: await resolve(stored) };
    },

    /**
     * @param {ShopperAccount} user
     * @param {unknown} rawItems
     */
    async replaceForUser(user, rawItems) {
      const wanted = readItems(rawItems);
      const existing =
        wanted.length === 0
          ? []
          : await strapi.db.query(PRODUCT_UID).findMany({
              where: { documentId: { $in: wanted.map((item) => item.productId) } },
              select: ['documentId'],
            });
      const known = new Set(
        existing.map((/** @type {{ documentId: string }} */ product) => product.documentId),
      );
      const items = wanted.filter((item) => known.has(item.productId));

      const wishlist = await findOwn(user);
      if (wishlist) {
        await strapi.db.query(UID).update({ where: { id: wishlist.id }, data: { items } });
      } else {
        await strapi.db.query(UID).create({ data: { owner: user.id, items } });
      }
      return { items: await resolve(items) };
    },
  };
});
