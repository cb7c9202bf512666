import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPONS } from '../domain/pricing';
import { cartStore } from '../stores/cart';
import { UiProvider } from './provider';
import { PromoCodeBox } from './promo-code-box';

function renderBox() {
  return render(
    <UiProvider>
      <PromoCodeBox applied={null} />
    </UiProvider>,
  );
}

afterEach(() => cartStore.getState().clear());

describe('PromoCodeBox', () => {
  it('suggests no real code in its placeholder', () => {
    renderBox();
    const field = screen.getByRole('textbox', { name: 'Code promo' });
    const placeholder = field.getAttribute('placeholder') ?? '';
    expect(placeholder).not.toBe('');
    for (const code of Object.keys(COUPONS)) expect(placeholder.toUpperCase()).not.toContain(code);
  });

  it('refuses an unknown code beside its field, keeping what was typed', async () => {
    cartStore.getState().addItem({ id: 'w', name: 'Wallbox', price: 5000, stock: 3 });
    renderBox();
    const field = screen.getByRole('textbox', { name: 'Code promo' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // the field names its message once it has seen it mounted (a mutation observer: a task later)
    await waitFor(() =>
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Code promo invalide',
      ),
    );
    expect((field as HTMLInputElement).value).toBe('NOPE');
  });

  it('applies a code in any case to the cart', async () => {
    cartStore.getState().addItem({ id: 'w', name: 'Wallbox', price: 5000, stock: 3 });
    renderBox();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code promo' }), 'ev20');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(cartStore.getState().couponCode).toBe('EV20');
  });
});
