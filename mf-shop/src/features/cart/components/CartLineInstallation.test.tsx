import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { installationPhotosStore } from '@chargemaroc/shared/stores/installation-photos';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { CartLineInstallation } from './CartLineInstallation';

afterEach(() => {
  cartStore.getState().clear();
  installationPhotosStore.getState().clear();
});

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

  it("'Modifier' shows the kept photo; submitting it again keeps the same photo, a new one replaces it", async () => {
    cartStore.getState().addItem({ id: 'wb', name: 'Wallbox', price: 8000, category: 'wallbox', stock: 3 });
    cartStore.getState().setInstallation('wb', {
      wanted: true,
      cost: 2900,
      inputs: { city: 'Rabat', subscribedPower: 9 },
    });
    installationPhotosStore
      .getState()
      .keep('wb', new File([new Uint8Array([1])], 'tableau.png', { type: 'image/png' }));
    const { key } = installationPhotosStore.getState().photos.wb!;
    const user = userEvent.setup({ delay: null });
    renderWithShell(<CartLineInstallation item={cartStore.getState().items[0]!} />);
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await screen.findByText('Photo choisie : tableau.png');
    await user.click(screen.getByRole('button', { name: "Valider l'estimation" }));
    expect(installationPhotosStore.getState().photos.wb!.key).toBe(key);

    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.upload(
      await screen.findByLabelText(/^Photo du disjoncteur ou du tableau électrique/),
      new File([new Uint8Array([2])], 'nouveau.webp', { type: 'image/webp' }),
    );
    screen.getByText('Photo choisie : nouveau.webp');
    await user.click(screen.getByRole('button', { name: "Valider l'estimation" }));
    expect(installationPhotosStore.getState().photos.wb).toMatchObject({ file: { name: 'nouveau.webp' } });
    expect(installationPhotosStore.getState().photos.wb!.key).not.toBe(key);
  });

  it('keeps a line at most min(stock, 10)', () => {
    cartStore.getState().addItem({ id: 'big', name: 'Câble', price: 200, category: 'cables', stock: 20 }, 13);
    expect(cartStore.getState().items[0]!.quantity).toBe(10);
    expect(cartStore.getState().updateQuantity('big', 11)).toBe(false);
  });
});
