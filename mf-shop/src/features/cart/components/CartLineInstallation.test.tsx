import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { renderWithShell } from '../../../testing/render';
import { CartLineInstallation } from './CartLineInstallation';

afterEach(() => cartStore.getState().clear());

describe('CartLineInstallation', { timeout: 30_000 }, () => {
  it("'Modifier' reopens the estimate with every answer kept", async () => {
    cartStore.getState().addItem({ id: 'wb', name: 'Wallbox', price: 8000, category: 'wallbox', stock: 3 });
    cartStore.getState().setInstallation('wb', {
      wanted: true,
      cost: 2900,
      estimate: { total: 2900, city: 'Marrakech', breakdown: [] },
      inputs: {
        city: 'Marrakech',
        subscribedPower: 6,
        meterType: 'triphase',
        panelCondition: 'ancien',
        distance: 25,
      },
    });
    const item = cartStore.getState().items[0]!;
    renderWithShell(<CartLineInstallation item={item} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Modifier' }));
    expect(((await screen.findByRole('combobox', { name: 'Ville' })) as HTMLSelectElement).value).toBe(
      'Marrakech',
    );
    expect((screen.getByRole('combobox', { name: 'Puissance souscrite' }) as HTMLSelectElement).value).toBe(
      '6',
    );
    expect(cartStore.getState().items[0]!.installationService.inputs).toMatchObject({
      meterType: 'triphase',
      distance: 25,
    });
  });

  it('keeps a line at most min(stock, 10)', () => {
    cartStore.getState().addItem({ id: 'big', name: 'Câble', price: 200, category: 'cables', stock: 20 }, 13);
    expect(cartStore.getState().items[0]!.quantity).toBe(10);
    expect(cartStore.getState().updateQuantity('big', 11)).toBe(false);
  });
});
