/** The cart as stored in the browser and shared by every app. */
import { z } from 'zod';
import type { CartItem } from '../domain/cart-rules';
import type { CartTotals, ShippingMethodId } from '../domain/pricing';

export type { CartItem, CartProductInput, InstallationService } from '../domain/cart-rules';
export type { CartTotals, ShippingMethodId } from '../domain/pricing';

export interface CartState {
  items: CartItem[];
  /** The applied coupon's canonical code, or null. */
  couponCode: string | null;
  shippingMethod: ShippingMethodId;
}

export const installationServiceSchema = z.object({
  wanted: z.boolean(),
  cost: z.number().nonnegative(),
  discount: z.number(),
  estimate: z
    .object({
      total: z.number(),
      city: z.string().optional(),
      breakdown: z.array(z.object({ label: z.string(), amount: z.number() })),
    })
    .optional(),
});

export const cartItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  image: z.string().nullable(),
  category: z.string(),
  brand: z.string(),
  quantity: z.number().int().positive(),
  maxQuantity: z.number().int().nonnegative(),
  installationService: installationServiceSchema,
}) satisfies z.ZodType<CartItem>;

export const cartStateSchema = z.object({
  items: z.array(cartItemSchema),
  couponCode: z.string().nullable(),
  shippingMethod: z.enum(['standard', 'express', 'pickup']),
}) satisfies z.ZodType<CartState>;

/** A cart with its totals, as the checkout hands it to the payment step. */
export interface PricedCart extends CartState {
  totals: CartTotals;
}
