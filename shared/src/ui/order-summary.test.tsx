import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { priceCart } from '../domain/pricing';
import { formatPrice } from '../format/format';
import { UiProvider } from './provider';
import { OrderSummary, SummaryFigure } from './order-summary';

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

describe('SummaryFigure', () => {
  it("names a screen's own figure as a term and its amount, a detail as a figure of its own", () => {
    render(
      <UiProvider>
        <dl aria-label="Récapitulatif de la commande">
          <SummaryFigure label="Sous-total" testId="detail-subtotal">
            {formatPrice(12000)}
          </SummaryFigure>
          <SummaryFigure label="Économie installation" testId="detail-saving" detail>
            -{formatPrice(400)}
          </SummaryFigure>
          <SummaryFigure label="Total TTC" testId="detail-total" total>
            {formatPrice(14400)}
          </SummaryFigure>
        </dl>
      </UiProvider>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Sous-total', 'Économie installation', 'Total TTC']);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.dataset.testid);
    expect(amounts).toEqual(['detail-subtotal', 'detail-saving', 'detail-total']);
    expect(screen.getByTestId('detail-saving').textContent).toBe(`-${formatPrice(400)}`);
  });
});
