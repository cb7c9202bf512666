/** The cart as stored in the browser and shared by every app. */
import { z } from 'zod/mini';
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

// Schemas are built the first time they check something (z.lazy), not when the page loads this
// module: building zod schemas is work the page's start-up does not need.
export const installationServiceSchema = z.lazy(() =>
  z.object({
    wanted: z.boolean(),
    cost: z.number().check(z.nonnegative()),
    discount: z.number(),
    estimate: z.optional(
      z.object({
        total: z.number(),
        city: z.optional(z.string()),
        breakdown: z.array(z.object({ label: z.string(), amount: z.number() })),
      }),
    ),
    inputs: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);

export const cartItemSchema = z.lazy(
  () =>
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string(),
      price: z.nullable(z.number()),
      originalPrice: z.nullable(z.number()),
      image: z.nullable(z.string()),
      category: z.string(),
      brand: z.string(),
      quantity: z.int().check(z.positive()),
      maxQuantity: z.int().check(z.nonnegative()),
      installationService: installationServiceSchema,
    }) satisfies z.ZodMiniType<CartItem>,
);

export const cartStateSchema = z.lazy(
  () =>
    z.object({
      items: z.array(cartItemSchema),
      couponCode: z.nullable(z.string()),
      shippingMethod: z.enum(['standard', 'express', 'pickup']),
    }) satisfies z.ZodMiniType<CartState>,
);

/** A cart with its totals, as the checkout hands it to the payment step. */
export interface PricedCart extends CartState {
  totals: CartTotals;
}
