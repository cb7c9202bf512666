/** Wishlist entries, stored in the browser and (for signed-in users) mirrored by the CMS. */
import { z } from 'zod';
import type { Product } from './product';

export const wishlistItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  oldPrice: z.number().nullable(),
  image: z.string().nullable(),
  category: z.string(),
  brand: z.string(),
  addedAt: z.string(),
  inStock: z.boolean(),
});
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
