/** How the account pages show an order's status, payment and tracking (spec §4 'Order status'). */
import {
  orderStatusLabels,
  trackingSteps,
  type OrderStatus,
  type PaymentMethod,
} from '@chargemaroc/shared/contracts/order';
import { messages } from '@chargemaroc/shared/messages';

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
  step: 'placed' | 'confirmed' | 'shipped' | 'delivered';
  label: string;
  reached: boolean;
  date: string | null;
}

/** Placed always; confirmed when not pending; shipped for shipped or delivered; delivered for delivered. */
export function orderTimeline(order: {
  status: OrderStatus;
  createdAt: string | null;
  confirmedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}): TimelineEntry[] {
  const dates = {
    placed: order.createdAt,
    confirmed: order.confirmedAt,
    shipped: order.shippedAt,
    delivered: order.deliveredAt,
  };
  const cancelled = order.status === 'cancelled';
  return trackingSteps(order.status).map(({ step, reached }) => ({
    step,
    label: messages.orders.timeline[step],
    reached: cancelled ? step === 'placed' : reached,
    date: reached ? dates[step] : null,
  }));
}

export const canCancel = (status: OrderStatus): boolean => status === 'pending';
