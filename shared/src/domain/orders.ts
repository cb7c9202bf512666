/** Order lifecycle: statuses, cancellation and the tracking timeline. */
import { messages } from '../messages/fr.js';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'cmi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Cancellation is refused once the parcel has left. */
export function canCancelOrder(status: OrderStatus): boolean {
  return status !== 'shipped' && status !== 'delivered' && status !== 'cancelled' && status !== 'returned';
}

export function orderStatusLabel(status: OrderStatus): string {
  return messages.orders.statusLabels[status];
}

export type TimelineStep = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

/** Steps reached so far, in order: placed always, then confirmed, shipped and delivered as the status allows. */
export function trackingSteps(status: OrderStatus): { step: TimelineStep; reached: boolean }[] {
  const rank: Record<OrderStatus, number> = {
    pending: 0,
    confirmed: 1,
    processing: 1,
    shipped: 2,
    delivered: 3,
    cancelled: 0,
    returned: 3,
  };
  const reached = rank[status];
  return (['placed', 'confirmed', 'shipped', 'delivered'] as const).map((step, index) => ({
    step,
    reached: index <= reached,
  }));
}

export interface OrderDates {
  status: OrderStatus;
  createdAt?: string | Date | null;
  confirmedAt?: string | Date | null;
  shippedAt?: string | Date | null;
  deliveredAt?: string | Date | null;
  cancelledAt?: string | Date | null;
  returnedAt?: string | Date | null;
}

const STEP_DATE = {
  placed: 'createdAt',
  confirmed: 'confirmedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  returned: 'returnedAt',
} as const satisfies Record<TimelineStep, keyof OrderDates>;

/**
 * The timeline an order's customer sees, true to what happened: an order on its way lists the four
 * steps (those to come unreached); a cancelled or returned order lists only the steps it went
 * through, then its end (never a step 'to come' that will not).
 */
export function orderSteps(
  order: OrderDates,
): { step: TimelineStep; reached: boolean; date: string | null }[] {
  const dated = (step: TimelineStep, reached: boolean) => {
    const date = reached ? order[STEP_DATE[step]] : null;
    return { step, reached, date: date ? new Date(date).toISOString() : null };
  };
  if (order.status === 'cancelled' || order.status === 'returned') {
    const through = (['placed', 'confirmed', 'shipped', 'delivered'] as const).filter(
      (step) => step === 'placed' || Boolean(order[STEP_DATE[step]]),
    );
    return [...through, order.status].map((step) => dated(step, true));
  }
  return trackingSteps(order.status).map(({ step, reached }) => dated(step, reached));
}

/** 'CM-20260312-4F7K2Q': readable over the phone, unique enough with the random part. */
export function buildOrderReference(date: Date, random: () => number = Math.random): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = Array.from({ length: 6 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return `CM-${day}-${suffix}`;
}

/** 'MA' and twelve digits, as carriers print them. */
export function buildTrackingNumber(random: () => number = Math.random): string {
  return `MA${Array.from({ length: 12 }, () => Math.floor(random() * 10)).join('')}`;
}
