/** Orders ('orders' collection): what checkout sends and what the account screens read. */
import { z } from 'zod';
import { isOrderStatus, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../domain/orders';
import { documentIdentitySchema, looseNumberSchema, routeId } from './strapi';

export {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  canCancelOrder,
  trackingSteps,
  type OrderStatus,
  type PaymentMethod,
} from '../domain/orders';
export { orderStatusLabels } from '../messages/fr';

export const DELIVERY_TIMES = ['none', 'morning', 'afternoon', 'evening'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

export const customerInfoSchema = z.object({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  email: z.string().trim().min(3),
  phone: z.string().trim().min(1),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const addressSchema = z.object({
  address: z.string().trim().min(1),
  addressLine2: z.string().optional().default(''),
  city: z.string().trim().min(1),
  region: z.string().trim().min(1),
  postalCode: z.string().optional().default(''),
  country: z.string().default('Maroc'),
});
export type Address = z.infer<typeof addressSchema>;

export const deliveryInfoSchema = z.object({
  notes: z.string().optional().default(''),
  preferredTime: z.enum(DELIVERY_TIMES).default('none'),
});
export type DeliveryInfo = z.infer<typeof deliveryInfoSchema>;

/** POST /api/orders `{ data }`: the server prices the order itself from catalogue prices. */
export const createOrderInputSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().min(1),
        quantity: z.number().int().positive(),
        installation: z.object({ wanted: z.boolean(), cost: z.number().nonnegative() }).optional(),
      }),
    )
    .min(1),
  couponCode: z.string().nullable().optional(),
  shippingMethod: z.enum(['standard', 'express', 'pickup']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerInfo: customerInfoSchema,
  shippingAddress: addressSchema,
  billingAddress: addressSchema.optional(),
  deliveryInfo: deliveryInfoSchema.optional(),
  /** The client-side payment simulation's transaction id, for online payments. */
  transactionId: z.string().optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

export const orderItemSchema = z.object({
  productId: z.union([z.string(), z.number()]).transform(String),
  name: z.string().catch(''),
  price: z.number().nullable().catch(null),
  quantity: z.number().int().catch(1),
  image: z.string().nullish().catch(null),
  installation: z.object({ wanted: z.boolean(), cost: z.number() }).nullish().catch(null),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const jsonObject = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

export const rawOrderSchema = documentIdentitySchema.extend({
  orderId: z.string().nullish(),
  userId: z.union([z.string(), z.number()]).nullish(),
  status: z.string().nullish(),
  trackingNumber: z.string().nullish(),
  estimatedDelivery: z.string().nullish(),
  total: looseNumberSchema,
  subtotal: looseNumberSchema,
  tax: looseNumberSchema,
  taxes: looseNumberSchema,
  shipping: looseNumberSchema,
  shippingCost: looseNumberSchema,
  discount: looseNumberSchema,
  installationTotal: looseNumberSchema,
  couponCode: z.string().nullish(),
  shippingMethod: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  paymentStatus: z.string().nullish(),
  transactionId: z.string().nullish(),
  customerInfo: jsonObject(customerInfoSchema.partial()),
  shippingAddress: jsonObject(addressSchema.partial()),
  billingAddress: jsonObject(addressSchema.partial()),
  deliveryInfo: jsonObject(deliveryInfoSchema.partial()),
  items: z.array(orderItemSchema).nullish().catch([]),
  confirmedAt: z.string().nullish(),
  deliveredAt: z.string().nullish(),
  cancelledAt: z.string().nullish(),
});
export type RawOrder = z.infer<typeof rawOrderSchema>;

export interface Order {
  /** The document id used by API calls. */
  id: string;
  /** The reference shown to the customer and used in /commande/{orderId}. */
  orderId: string;
  userId: string | null;
  status: OrderStatus;
  trackingNumber: string | null;
  estimatedDelivery: string | null;
  total: number;
  subtotal: number;
  tax: number;
  shipping: number;
  discount: number;
  installationTotal: number;
  couponCode: string | null;
  shippingMethod: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: string | null;
  transactionId: string | null;
  customerInfo: Partial<CustomerInfo>;
  shippingAddress: Partial<Address>;
  billingAddress: Partial<Address> | null;
  deliveryInfo: Partial<DeliveryInfo>;
  items: OrderItem[];
  createdAt: string | null;
  updatedAt: string | null;
  confirmedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
}

export function normalizeOrder(raw: RawOrder): Order {
  const id = routeId(raw);
  return {
    id,
    orderId: raw.orderId ?? id,
    userId: raw.userId === null || raw.userId === undefined ? null : String(raw.userId),
    status: isOrderStatus(raw.status) ? raw.status : 'pending',
    trackingNumber: raw.trackingNumber ?? null,
    estimatedDelivery: raw.estimatedDelivery ?? null,
    total: raw.total ?? 0,
    subtotal: raw.subtotal ?? 0,
    tax: raw.tax ?? raw.taxes ?? 0,
    shipping: raw.shipping ?? raw.shippingCost ?? 0,
    discount: raw.discount ?? 0,
    installationTotal: raw.installationTotal ?? 0,
    couponCode: raw.couponCode ?? null,
    shippingMethod: raw.shippingMethod ?? null,
    paymentMethod: raw.paymentMethod === 'cmi' ? 'cmi' : 'cash',
    paymentStatus: raw.paymentStatus ?? null,
    transactionId: raw.transactionId ?? null,
    customerInfo: raw.customerInfo ?? {},
    shippingAddress: raw.shippingAddress ?? {},
    billingAddress: raw.billingAddress ?? null,
    deliveryInfo: raw.deliveryInfo ?? {},
    items: raw.items ?? [],
    createdAt: raw.createdAt ?? null,
    updatedAt: raw.updatedAt ?? null,
    confirmedAt: raw.confirmedAt ?? null,
    deliveredAt: raw.deliveredAt ?? null,
    cancelledAt: raw.cancelledAt ?? null,
  };
}

export function parseOrder(raw: unknown): Order {
  return normalizeOrder(rawOrderSchema.parse(raw));
}

export const ORDERS_PAGE_SIZE = 10;
