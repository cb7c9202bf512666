import { describe, expect, it } from 'vitest';
import { listStatusLabel, orderTimeline, paymentStatusLabel, statusLabel } from './order-view';
import { mergeWishlists } from '../api/wishlist';

const dates = {
  createdAt: '2026-03-01T10:00:00.000Z',
  confirmedAt: '2026-03-01T12:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  returnedAt: null,
};
const reached = (status: Parameters<typeof orderTimeline>[0]['status']) =>
  orderTimeline({ ...dates, status })
    .filter((entry) => entry.reached)
    .map((entry) => entry.step);

describe('order view', () => {
  it('uses the list labels of spec §4 and the full labels elsewhere', () => {
    expect(listStatusLabel('processing')).toBe('En cours');
    expect(listStatusLabel('delivered')).toBe('Livré');
    expect(listStatusLabel('cancelled')).toBe('Annulé');
    expect(listStatusLabel('pending')).toBe('En attente');
    expect(statusLabel('delivered')).toBe('Livrée');
  });

  it('builds the detail timeline: placed, confirmed, shipped, delivered', () => {
    expect(reached('pending')).toEqual(['placed']);
    expect(reached('confirmed')).toEqual(['placed', 'confirmed']);
    expect(reached('processing')).toEqual(['placed', 'confirmed']);
    expect(reached('shipped')).toEqual(['placed', 'confirmed', 'shipped']);
    expect(reached('delivered')).toEqual(['placed', 'confirmed', 'shipped', 'delivered']);
    expect(orderTimeline({ ...dates, status: 'confirmed' })[1]).toMatchObject({
      label: 'Commande confirmée',
      date: dates.confirmedAt,
    });
  });

  it('keeps a cancelled or returned order true: only the steps gone through, then its end', () => {
    const steps = (order: Parameters<typeof orderTimeline>[0]) =>
      orderTimeline(order).map((entry) => [entry.step, entry.reached]);
    const cancelledAt = '2026-03-02T09:00:00.000Z';
    expect(steps({ ...dates, confirmedAt: null, status: 'cancelled', cancelledAt })).toEqual([
      ['placed', true],
      ['cancelled', true],
    ]);
    expect(steps({ ...dates, status: 'cancelled', cancelledAt })).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['cancelled', true],
    ]);
    expect(orderTimeline({ ...dates, status: 'cancelled', cancelledAt }).at(-1)).toEqual({
      step: 'cancelled',
      label: 'Commande annulée',
      reached: true,
      date: cancelledAt,
    });
    const returned = { ...dates, status: 'returned' as const, shippedAt: '2026-03-03T09:00:00.000Z' };
    expect(steps({ ...returned, returnedAt: '2026-03-05T09:00:00.000Z' })).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['shipped', true],
      ['returned', true],
    ]);
  });

  it('names the payment once it matters: paid, refund owed, refunded', () => {
    expect(paymentStatusLabel('paid')).toBe('Payée');
    expect(paymentStatusLabel('refund_due')).toBe('Remboursement dû');
    expect(paymentStatusLabel('refunded')).toBe('Remboursée');
    expect(paymentStatusLabel('pending')).toBeNull();
    expect(paymentStatusLabel(null)).toBeNull();
  });
});

describe('mergeWishlists', () => {
  const item = (id: string) => ({
    id,
    name: id,
    description: '',
    price: 10,
    oldPrice: null,
    image: null,
    category: '',
    brand: '',
    addedAt: '2026-01-01T00:00:00.000Z',
    inStock: true,
  });
  it('keeps the account list and adds what this browser holds, once', () => {
    expect(mergeWishlists([item('a'), item('b')], [item('b'), item('c')]).map((entry) => entry.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('after a sync, adds only what was added here since; what another browser removed stays removed', () => {
    const since = Date.parse('2026-01-01T00:00:00.000Z');
    const later = { ...item('d'), addedAt: '2026-02-01T00:00:00.000Z' };
    expect(mergeWishlists([], [item('c'), later], since).map((entry) => entry.id)).toEqual(['d']);
  });
});
