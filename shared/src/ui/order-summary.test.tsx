import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { priceCart } from '../domain/pricing';
import { formatPrice } from '../format/format';
import { UiProvider } from './provider';
import { OrderSummary } from './order-summary';

const wallbox = { unitPrice: 5000, quantity: 2, installation: { wanted: false, cost: 0 } };
const installed = { unitPrice: 8000, quantity: 1, installation: { wanted: true, cost: 1500 } };

function renderSummary(totals: ReturnType<typeof priceCart>) {
  render(
    <UiProvider>
      <OrderSummary title="Récapitulatif" totals={totals} details={<p>Les articles</p>}>
        <button type="button">Passer la commande</button>
      </OrderSummary>
    </UiProvider>,
  );
  return screen.getByRole('region', { name: 'Récapitulatif' });
}

const figure = (summary: HTMLElement, testId: string) => within(summary).getByTestId(testId).textContent;

describe('OrderSummary', () => {
  it('shows the figures of the shared pricing rule, a coupon named beside its discount', () => {
    const totals = priceCart({ items: [wallbox, installed], shippingMethod: 'express', couponCode: 'ev20' });
    const summary = renderSummary(totals);
    expect(figure(summary, 'summary-subtotal')).toBe(formatPrice(totals.subtotal));
    expect(figure(summary, 'summary-installation')).toBe(formatPrice(totals.installationTotal));
    expect(figure(summary, 'summary-tax')).toBe(formatPrice(totals.tax));
    expect(figure(summary, 'summary-discount')).toBe(`-${formatPrice(totals.discount)}`);
    expect(figure(summary, 'summary-total')).toBe(formatPrice(totals.total));
    expect(within(summary).getByText('Remise (EV20)').tagName).toBe('DT');
    // what the screen gives goes before and after the figures
    within(summary).getByText('Les articles');
    within(summary).getByRole('button', { name: 'Passer la commande' });
  });

  it('says free shipping in words and leaves out the figures that are nil', () => {
    const totals = priceCart({ items: [wallbox], shippingMethod: 'standard', couponCode: null });
    expect(totals.shipping).toBe(0);
    const summary = renderSummary(totals);
    expect(figure(summary, 'summary-shipping')).toBe('Gratuite');
    expect(within(summary).queryByTestId('summary-installation')).toBeNull();
    expect(within(summary).queryByTestId('summary-discount')).toBeNull();
  });
});
