/** Orders ('orders' collection): what checkout sends and what the account screens read. */
import { z } from 'zod/mini';
import { isOrderStatus, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../domain/orders';
import { documentIdentitySchema, looseNumberSchema, routeId } from './strapi';

export {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  canCancelOrder,
  orderSteps,
  trackingSteps,
  type OrderStatus,
  type TimelineStep,
  type PaymentMethod,
} from '../domain/orders';
export { orderStatusLabels } from '../messages/fr';

export const DELIVERY_TIMES = ['none', 'morning', 'afternoon', 'evening'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

export const customerInfoSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1)),
  lastName: z.string().check(z.trim(), z.minLength(1)),
  email: z.string().check(z.trim(), z.minLength(3)),
  phone: z.string().check(z.trim(), z.minLength(1)),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const addressSchema = z.object({
  address: z.string().check(z.trim(), z.minLength(1)),
  addressLine2: z._default(z.optional(z.string()), ''),
  city: z.string().check(z.trim(), z.minLength(1)),
  region: z.string().check(z.trim(), z.minLength(1)),
  postalCode: z._default(z.optional(z.string()), ''),
  country: z._default(z.string(), 'Maroc'),
});
export type Address = z.infer<typeof addressSchema>;

export const deliveryInfoSchema = z.object({
  notes: z._default(z.optional(z.string()), ''),
  preferredTime: z._default(z.enum(DELIVERY_TIMES), 'none'),
});
export type DeliveryInfo = z.infer<typeof deliveryInfoSchema>;

/** POST /api/orders `{ data }`: the server prices the order itself from catalogue prices. */
export const createOrderInputSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().check(z.minLength(1)),
        quantity: z.int().check(z.positive()),
        /** The estimate's inputs (city, subscribedPower…): the server prices them; a cost is never sent. */
        installation: z.optional(
          z.object({
            wanted: z.boolean(),
            inputs: z.record(z.string(), z.union([z.string(), z.number()])),
            /** An installation photo the shopper uploaded (POST /api/orders/installation-photos). */
            photoId: z.optional(z.string()),
          }),
        ),
      }),
    )
    .check(z.minLength(1)),
  couponCode: z.optional(z.nullable(z.string())),
  shippingMethod: z.enum(['standard', 'express', 'pickup']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerInfo: customerInfoSchema,
  shippingAddress: addressSchema,
  billingAddress: z.optional(addressSchema),
  deliveryInfo: z.optional(deliveryInfoSchema),
});
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

export const installationPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.catch(z.string(), ''),
});
export type InstallationPhoto = z.infer<typeof installationPhotoSchema>;

export const orderItemSchema = z.object({
  productId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.catch(z.string(), ''),
  price: z.catch(z.nullable(z.number()), null),
  /** What the CMS stores: the catalogue price when the order was placed. */
  unitPrice: z.catch(z.nullish(z.number()), null),
  quantity: z.catch(z.int(), 1),
  image: z.catch(z.nullish(z.string()), null),
  installation: z.catch(
    z.nullish(
      z.object({
        wanted: z.boolean(),
        cost: z.number(),
        /** The installation photo stored with the line (addresses chosen by the CMS). */
        photo: z.catch(z.nullish(installationPhotoSchema), null),
      }),
    ),
    null,
  ),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const jsonObject = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), null);

export const rawOrderSchema = z.extend(documentIdentitySchema, {
  orderId: z.nullish(z.string()),
  userId: z.nullish(z.union([z.string(), z.number()])),
  status: z.nullish(z.string()),
  trackingNumber: z.nullish(z.string()),
  carrierTrackingNumber: z.nullish(z.string()),
  estimatedDelivery: z.nullish(z.string()),
  total: looseNumberSchema,
  subtotal: looseNumberSchema,
  tax: looseNumberSchema,
  taxes: looseNumberSchema,
  shipping: looseNumberSchema,
  shippingCost: looseNumberSchema,
  discount: looseNumberSchema,
  installationTotal: looseNumberSchema,
  couponCode: z.nullish(z.string()),
  shippingMethod: z.nullish(z.string()),
  paymentMethod: z.nullish(z.string()),
  paymentStatus: z.nullish(z.string()),
  transactionId: z.nullish(z.string()),
  customerInfo: jsonObject(z.partial(customerInfoSchema)),
  shippingAddress: jsonObject(z.partial(addressSchema)),
  billingAddress: jsonObject(z.partial(addressSchema)),
  deliveryInfo: jsonObject(z.partial(deliveryInfoSchema)),
  items: z.catch(z.nullish(z.array(orderItemSchema)), []),
  confirmedAt: z.nullish(z.string()),
  shippedAt: z.nullish(z.string()),
  deliveredAt: z.nullish(z.string()),
  cancelledAt: z.nullish(z.string()),
  returnedAt: z.nullish(z.string()),
  payment: jsonObject(z.object({ transactionId: z.nullish(z.string()), status: z.nullish(z.string()) })),
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
  /** The carrier's number, given by order staff when the parcel left. */
  carrierTrackingNumber: string | null;
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
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  returnedAt: string | null;
}

export function normalizeOrder(raw: RawOrder): Order {
  const id = routeId(raw);
  return {
    id,
    orderId: raw.orderId ?? id,
    userId: raw.userId === null || raw.userId === undefined ? null : String(raw.userId),
    status: isOrderStatus(raw.status) ? raw.status : 'pending',
    trackingNumber: raw.trackingNumber ?? null,
    carrierTrackingNumber: raw.carrierTrackingNumber ?? null,
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
    transactionId: raw.transactionId ?? raw.payment?.transactionId ?? null,
    customerInfo: raw.customerInfo ?? {},
    shippingAddress: raw.shippingAddress ?? {},
    billingAddress: raw.billingAddress ?? null,
    deliveryInfo: raw.deliveryInfo ?? {},
    items: raw.items ?? [],
    createdAt: raw.createdAt ?? null,
    updatedAt: raw.updatedAt ?? null,
    confirmedAt: raw.confirmedAt ?? null,
    shippedAt: raw.shippedAt ?? null,
    deliveredAt: raw.deliveredAt ?? null,
    cancelledAt: raw.cancelledAt ?? null,
    returnedAt: raw.returnedAt ?? null,
  };
}

export function parseOrder(raw: unknown): Order {
  return normalizeOrder(rawOrderSchema.parse(raw));
}

export const ORDERS_PAGE_SIZE = 10;
