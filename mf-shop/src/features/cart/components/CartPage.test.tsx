import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@chargemaroc/shared/format';
import { cartStore, cartTotals } from '@chargemaroc/shared/stores/cart';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { cartLoader } from '../api/cart-loader';
import { CartPage } from './CartPage';

const wallbox = {
  id: 'wallbox-1',
  name: 'Wallbox Pulsar Plus',
  price: 8990,
  brand: 'Wallbox',
  category: 'wallbox',
  stock: 6,
};
const cable = {
  id: 'cable-1',
  name: 'Câble Type 2',
  price: 249.5,
  brand: 'Legrand',
  category: 'cables',
  stock: 40,
};

function fillCart() {
  const cart = cartStore.getState();
  cart.addItem(wallbox, 2);
  cart.addItem(cable, 3);
  cart.setInstallation(wallbox.id, { wanted: true, cost: 1800 });
  cart.applyCoupon('ev20');
  cart.setShippingMethod('express');
}

/** The figures the cart's own pricing rule gives (shared/domain/pricing, tested there). */
const expectedTotals = () => cartTotals(cartStore.getState());

const shown = (testId: string) => screen.getByTestId(testId).textContent;

/** The cart page; a cart with lines is drawn once its code (a lazy chunk) has arrived. */
async function renderCart() {
  await renderRoute(<CartPage />, { path: '/panier', loader: cartLoader, route: '/panier' });
  if (cartStore.getState().items.length > 0) {
    await screen.findByTestId('summary-total', {}, { timeout: 8000 });
  }
}
const user = () => userEvent.setup({ delay: null });

afterEach(() => {
  cartStore.getState().clear();
  cartStore.getState().removeCoupon();
  cartStore.getState().setShippingMethod('standard');
});

describe('CartPage', { timeout: 20_000 }, () => {
  it('shows the empty state with a link to the shop', async () => {
    await renderCart();
    screen.getByRole('heading', { level: 1, name: 'Votre panier est vide' });
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe('/boutique');
  });

  it('shows every total exactly as the shared pricing function computes it', async () => {
    fillCart();
    await renderCart();
    const totals = expectedTotals();
    expect(totals.discount).toBeGreaterThan(0);
    expect(shown('summary-subtotal')).toBe(formatPrice(totals.subtotal));
    expect(shown('summary-tax')).toBe(formatPrice(totals.tax));
    expect(shown('summary-shipping')).toBe(formatPrice(totals.shipping));
    expect(shown('summary-discount')).toBe(`-${formatPrice(totals.discount)}`);
    expect(shown('summary-total')).toBe(formatPrice(totals.total));
    expect(shown('summary-installation-savings')).toContain(formatPrice(totals.installationSavings));
    expect(shown('applied-coupon')).toContain('EV20');
  });

  it('follows the cart when a quantity or the delivery method changes', async () => {
    fillCart();
    await renderCart();
    await user().click(screen.getByRole('button', { name: 'Augmenter la quantité de Câble Type 2' }));
    expect(shown('quantity-cable-1')).toBe('4');
    const shipping = screen.getByRole('radiogroup', { name: 'Mode de livraison' });
    const pickup = within(shipping).getByRole('radio', { name: /^Retrait en magasin/ });
    await user().click(pickup);
    expect(pickup).toHaveProperty('checked', true);
    const totals = expectedTotals();
    expect(totals.shipping).toBe(0);
    expect(shown('summary-shipping')).toBe('Gratuite');
    expect(shown('summary-total')).toBe(formatPrice(totals.total));
  });

  it('stops at the line maximum and removes a line brought below 1', async () => {
    cartStore.getState().addItem({ ...cable, stock: 2 }, 2);
    cartStore.getState().addItem(wallbox, 1);
    await renderCart();
    expect(
      (screen.getByRole('button', { name: 'Augmenter la quantité de Câble Type 2' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Diminuer la quantité de Wallbox Pulsar Plus' }));
    expect(screen.queryByTestId('cart-line-wallbox-1')).toBeNull();
  });

  it('refuses an unknown promo code and accepts one in any case', async () => {
    cartStore.getState().addItem(wallbox, 1);
    await renderCart();
    const box = screen.getByRole('region', { name: 'Code promo' });
    await user().click(within(box).getByRole('button', { name: 'Appliquer' }));
    within(box).getByText('Veuillez entrer un code promo');
    await user().type(within(box).getByRole('textbox', { name: 'Code promo' }), 'NOPE');
    await user().click(within(box).getByRole('button', { name: 'Appliquer' }));
    within(box).getByText('Code promo invalide');
    // the code stays, refused and focused, its message describing it
    const code = within(box).getByRole('textbox', { name: 'Code promo' });
    expect(code).toHaveProperty('value', 'NOPE');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // the field names its message once it has seen it mounted (a mutation observer: a task later)
    await waitFor(() =>
      expect(code.getAttribute('aria-describedby')).toContain(
        within(box).getByText('Code promo invalide').id,
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user().clear(within(box).getByRole('textbox', { name: 'Code promo' }));
    await user().type(within(box).getByRole('textbox', { name: 'Code promo' }), 'save50');
    await user().click(within(box).getByRole('button', { name: 'Appliquer' }));
    expect(cartStore.getState().couponCode).toBe('SAVE50');
    expect(shown('summary-discount')).toBe(`-${formatPrice(50)}`);
  });

  it('turns the installation on only through a submitted estimate, and off with Retirer', async () => {
    cartStore.getState().addItem(wallbox, 1);
    await renderCart();
    const u = user();
    await u.click(screen.getByRole('switch', { name: "Service d'installation" }));
    await screen.findByRole('heading', { name: "Estimation du coût d'installation" }, { timeout: 8000 });
    expect(cartStore.getState().items[0]!.installationService.wanted).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('heading', { name: "Estimation du coût d'installation" })).toBeNull();

    await u.click(screen.getByRole('switch', { name: "Service d'installation" }));
    await screen.findByRole('heading', { name: "Estimation du coût d'installation" }, { timeout: 8000 });
    await u.selectOptions(screen.getByLabelText(/^Ville/), 'Agadir');
    await u.selectOptions(screen.getByLabelText(/^Puissance souscrite/), '12');
    await u.upload(
      screen.getByLabelText(/Photo du disjoncteur/),
      new File(['x'], 'tableau.webp', { type: 'image/webp' }),
    );
    await u.click(screen.getByRole('button', { name: "Valider l'estimation" }));
    const line = cartStore.getState().items[0]!;
    expect(line.installationService).toMatchObject({ wanted: true, cost: 1900 });
    expect(shown('installation-cost-wallbox-1')).toContain(formatPrice(1900));
    expect(shown('summary-total')).toBe(formatPrice(expectedTotals().total));

    await u.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(cartStore.getState().items[0]!.installationService.wanted).toBe(false);
  });
});
