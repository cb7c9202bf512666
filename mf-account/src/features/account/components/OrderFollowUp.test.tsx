import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { renderRoutes } from '@chargemaroc/shared/testing/render';
import { signInTestUser } from '@chargemaroc/shared/testing/session';
import { orderLoader } from '../api/order-loader';
import { OrderDetailPage, OrderLoadError } from './OrderDetailPage';

// The order page as order staff leave it: the status, the carrier's number, the timeline's step, a
// refund owed; a cancelled order's timeline lists no step 'to come'.
const placed = {
  id: 1,
  documentId: 'o1',
  orderId: 'CM-20261127-STAFF1',
  trackingNumber: 'MA123456789012',
  total: 9700,
  subtotal: 8000,
  tax: 1600,
  shipping: 100,
  discount: 0,
  paymentMethod: 'cmi',
  shippingAddress: { address: '12 rue Ibn Battouta', city: 'Casablanca', region: 'Casablanca-Settat' },
  items: [{ productId: 'doc-1', name: 'Wallbox Pulsar', unitPrice: 8000, quantity: 1, installation: null }],
  createdAt: '2026-11-23T10:00:00.000Z',
  confirmedAt: '2026-11-23T10:05:00.000Z',
};

beforeEach(() => {
  signInTestUser({
    phone: '0612345678',
    address: '12 rue Ibn Battouta',
    createdAt: '2026-01-15T10:00:00.000Z',
  });
});
afterEach(() => {
  sessionStore.getState().signOut();
});

const showOrder = async (order: Record<string, unknown>) => {
  answerApi((request) =>
    request.path === `/orders/${placed.orderId}`
      ? { status: 200, body: { data: { ...placed, ...order } } }
      : undefined,
  );
  await renderRoutes(
    [
      {
        path: '/commande/:id',
        loader: orderLoader,
        element: <OrderDetailPage />,
        errorElement: <OrderLoadError />,
      },
    ],
    `/commande/${placed.orderId}`,
  );
  await screen.findByRole('heading', { level: 1, name: `Commande ${placed.orderId}` });
};

describe('the order page after order staff', { timeout: 30_000 }, () => {
  it("shows a shipped order: 'Expédiée', the carrier's number and the timeline's step", async () => {
    await showOrder({
      status: 'shipped',
      paymentStatus: 'paid',
      shippedAt: '2026-11-24T09:00:00.000Z',
      carrierTrackingNumber: 'AMANA-AB123456MA',
    });
    expect(screen.getByTestId('order-status').textContent).toBe('Expédiée');
    expect(screen.getByTestId('detail-carrier-tracking').textContent).toBe('AMANA-AB123456MA');
    expect(screen.getByTestId('timeline-shipped').dataset.reached).toBe('true');
    expect(screen.getByTestId('timeline-delivered').dataset.reached).toBe('false');
    expect(screen.getByTestId('detail-payment-status').textContent).toBe('Payée');
  });

  it("shows a cancelled paid order's refund owed, and only the steps it went through", async () => {
    await showOrder({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      cancelledAt: '2026-11-23T11:00:00.000Z',
    });
    expect(screen.getByTestId('order-status').textContent).toBe('Annulée');
    expect(screen.getByTestId('detail-payment-status').textContent).toBe('Remboursement dû');
    const steps = screen
      .getAllByRole('listitem')
      .filter((item) => item.dataset.testid?.startsWith('timeline-'));
    expect(steps.map((step) => [step.dataset.testid, step.dataset.reached])).toEqual([
      ['timeline-placed', 'true'],
      ['timeline-confirmed', 'true'],
      ['timeline-cancelled', 'true'],
    ]);
    expect(screen.getByTestId('order-timeline').textContent).not.toContain('à venir');
    expect(screen.queryByTestId('detail-carrier-tracking')).toBeNull();
  });
});
