/** Order lifecycle: statuses, cancellation and the tracking timeline. */

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

export type TimelineStep = 'placed' | 'confirmed' | 'shipped' | 'delivered';

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
