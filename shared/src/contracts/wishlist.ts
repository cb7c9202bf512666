/** Wishlist entries, stored in the browser and (for signed-in users) mirrored by the CMS. */
import { z } from 'zod/mini';
import type { Product } from './product';

// Schemas are built the first time they check something (z.lazy), not when the page loads this
// module: building zod schemas is work the page's start-up does not need.
export const wishlistItemSchema = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    description: z.string(),
    price: z.nullable(z.number()),
    oldPrice: z.nullable(z.number()),
    image: z.nullable(z.string()),
    category: z.string(),
    brand: z.string(),
    addedAt: z.string(),
    inStock: z.boolean(),
  }),
);
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export function toWishlistItem(product: Product, now: Date = new Date()): WishlistItem {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    oldPrice: product.originalPrice,
    image: (product.fullSizeImage ?? product.image).url,
    category: product.category,
    brand: product.brand,
    addedAt: now.toISOString(),
    inStock: product.inStock,
  };
}
