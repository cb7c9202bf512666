/** How the account pages show an order's status, payment and tracking (spec §4 'Order status'). */
import {
  orderStatusLabels,
  orderSteps,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type TimelineStep,
} from '@chargemaroc/shared/contracts/order';
import { messages } from '@chargemaroc/shared/messages';
import { accountLabels } from '../../../labels';

/** The orders list's own wording for three statuses (spec §4); the others as everywhere. */
const LIST_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: 'En cours',
  delivered: 'Livré',
  cancelled: 'Annulé',
};

export function listStatusLabel(status: OrderStatus): string {
  return LIST_LABELS[status] ?? orderStatusLabels[status];
}

export function statusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}

export type BadgePalette = 'orange' | 'blue' | 'charge' | 'green' | 'red' | 'gray';

export function statusPalette(status: OrderStatus): BadgePalette {
  const palettes: Record<OrderStatus, BadgePalette> = {
    pending: 'orange',
    confirmed: 'blue',
    processing: 'blue',
    shipped: 'charge',
    delivered: 'green',
    cancelled: 'red',
    returned: 'gray',
  };
  return palettes[status];
}

export function paymentLabel(method: PaymentMethod): string {
  return messages.checkout.paymentMethods[method];
}

export interface TimelineEntry {
  step: TimelineStep;
  label: string;
  reached: boolean;
  date: string | null;
}

/**
 * Placed always; confirmed when not pending; shipped for shipped or delivered; delivered for
 * delivered. A cancelled or returned order shows only the steps it went through, then its end.
 */
export function orderTimeline(
  order: Pick<
    Order,
    'status' | 'createdAt' | 'confirmedAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'returnedAt'
  >,
): TimelineEntry[] {
  return orderSteps(order).map(({ step, reached, date }) => ({
    step,
    label: messages.orders.timeline[step],
    reached,
    date,
  }));
}

/** What the shopper is told of the payment once it matters: paid, refund owed, refunded. */
export function paymentStatusLabel(paymentStatus: string | null): string | null {
  const labels = accountLabels.orders;
  if (paymentStatus === 'paid') return labels.paid;
  if (paymentStatus === 'refund_due') return labels.refundDue;
  if (paymentStatus === 'refunded') return labels.refunded;
  return null;
}

export const canCancel = (status: OrderStatus): boolean => status === 'pending';
