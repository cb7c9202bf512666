// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppToaster, notify } from './toaster';
import { UiProvider } from './provider';
import { CartIcon } from './icons';

it('shows a toast notified from anywhere through the one toaster', async () => {
  render(
    <UiProvider>
      <AppToaster />
    </UiProvider>,
  );
  act(() =>
    notify({ type: 'success', title: 'Wallbox Pulsar ajouté au panier !', description: 'Quantité : 1' }),
  );
  expect(await screen.findByText('Wallbox Pulsar ajouté au panier !')).toBeTruthy();
  expect(screen.getByText('Quantité : 1')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
});

it('hides decorative icons and names meaningful ones', () => {
  const { container } = render(
    <>
      <CartIcon />
      <CartIcon title="Panier" />
    </>,
  );
  const [decorative] = container.querySelectorAll('svg');
  expect(decorative?.getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByRole('img', { name: 'Panier' })).toBeTruthy();
});
