// Names for an order's document as the CMS stores and reads it (global: no import needed). Its JSON
// fields are written by the order service (src/api/order/services/order-input.js, the quote); rows
// placed before a field was kept lack it, so a reader falls back as the code does.

import type {
  OrderStatus as SharedOrderStatus,
  PaymentMethod as SharedPaymentMethod,
} from '@chargemaroc/shared/node/domain/orders';
import type { EstimateInputs } from '../src/utils/estimate-inputs';

declare global {
  /** An order's status (the content type's enumeration), as the storefront's order rules name it. */
  type OrderStatus = SharedOrderStatus;

  /** How an order is paid: 'cash' on delivery or 'cmi' by card. */
  type OrderPaymentMethod = SharedPaymentMethod;

  /** The customer's contact as an order keeps it (`customerInfo`). */
  interface OrderCustomer {
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string;
  }

  /** A delivery or billing address as an order keeps it (`shippingAddress`, `billingAddress`). */
  interface OrderAddress {
    address?: string;
    addressLine2?: string;
    city?: string;
    region?: string;
    postalCode?: string;
    country?: string;
  }

  /** The customer's delivery notes (`deliveryInfo`). */
  interface OrderDeliveryInfo {
    notes?: string;
    preferredTime?: string;
  }

  /** An order line's installation photo: its reference and the addresses the server chose. */
  interface OrderLinePhoto {
    id: string;
    url: string;
    thumbnailUrl: string;
  }

  /** The installation service of a line, as requested: its cost from the estimate's inputs. */
  interface RequestedInstallation {
    wanted: true;
    cost: number;
    inputs: EstimateInputs;
    /** An uploaded photo's reference, checked against its owner when the order is placed. */
    photoId?: string;
  }

  /** One line of an order request, as the server reads it. */
  interface OrderRequestLine {
    productId: string;
    quantity: number;
    installation: RequestedInstallation | null;
  }

  /** The installation service of a stored line: the photo is the one the server resolved. */
  type OrderInstallation = Omit<RequestedInstallation, 'photoId'> & { photo?: OrderLinePhoto };

  /** An order line as stored (`items`): the product and its price when the order was placed. */
  interface OrderItem {
    productId: string;
    name: string;
    brand?: string | null;
    category?: string | null;
    image?: string | null;
    unitPrice?: number | null;
    /** the unit price of lines stored before `unitPrice` */
    price?: number | null;
    quantity: number;
    installation?: OrderInstallation | null;
  }

  /**
   * The payment record an order keeps (`payment`): written when it is placed, then by the card
   * payment's form and callbacks and by the refund action (their fields beside these).
   */
  type OrderPaymentRecord = {
    method?: string;
    status?: string;
    amount?: number;
    currency?: string;
    paidAt?: string | null;
    refund?: object;
  } & Record<string, unknown>;

  /** A decimal column: a number, or its text as some database drivers give it. */
  type StoredDecimal = number | string | null;

  /** A datetime column as read (its text) or as written (a Date). */
  type StoredDate = string | Date | null;

  /** An order's row (api::order.order) as the database query engine answers it, its JSON fields included. */
  type StoredOrder = {
    id: number;
    documentId: string;
    orderId: string;
    status: OrderStatus;
    trackingNumber: string | null;
    carrierTrackingNumber?: string | null;
    estimatedDelivery?: StoredDate;
    subtotal: StoredDecimal;
    installationTotal?: StoredDecimal;
    tax: StoredDecimal;
    shipping: StoredDecimal;
    discount?: StoredDecimal;
    total: StoredDecimal;
    couponCode?: string | null;
    paymentMethod: OrderPaymentMethod;
    paymentStatus?: string | null;
    shippingMethod?: string | null;
    customerInfo?: OrderCustomer | null;
    shippingAddress?: OrderAddress | null;
    billingAddress?: OrderAddress | null;
    deliveryInfo?: OrderDeliveryInfo | null;
    items?: OrderItem[] | null;
    payment?: OrderPaymentRecord | null;
    createdAt?: StoredDate;
    updatedAt?: StoredDate;
    confirmedAt?: StoredDate;
    shippedAt?: StoredDate;
    deliveredAt?: StoredDate;
    cancelledAt?: StoredDate;
    returnedAt?: StoredDate;
    idempotencyKey?: string | null;
    idempotencyDigest?: string | null;
  };
}

export {};
