// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { AppToaster, notify } from './toaster';
import { UiProvider } from './provider';
import { CartIcon } from './icons';

// the toaster's code loads with the first toast; load it up front so the test does not wait for its transform
beforeAll(() => import('./toast-region'));

it('shows a toast notified from anywhere through the one toaster', async () => {
  render(
    <UiProvider>
      <AppToaster />
    </UiProvider>,
  );
  act(() =>
    notify({ type: 'success', title: 'Wallbox Pulsar ajouté au panier !', description: 'Quantité : 1' }),
  );
  await screen.findByText('Wallbox Pulsar ajouté au panier !');
  screen.getByText('Quantité : 1');
  screen.getByRole('button', { name: 'Fermer' });
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
  screen.getByRole('img', { name: 'Panier' });
});
