// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '@chargemaroc/shared/bus';
import { resetStores } from '../features/testing/fixtures';
import { currentLocation, renderRoute } from '../features/testing/render-route';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';

afterEach(resetStores);

describe('the redirect on a 401', () => {
  it('sends the shopper to sign in, saying why, and back to the checkout afterwards', () => {
    renderRoute(<UnauthorizedRedirect />, { at: '/checkout?etape=livraison', path: '*' });
    act(() => bus.emit('session:unauthorized', { from: '/checkout' }));
    expect(currentLocation().path).toBe(
      '/connexion?retour=%2Fcheckout%3Fetape%3Dlivraison&motif=session-expiree',
    );
  });

  it('leaves the sign-in pages where they are', () => {
    renderRoute(<UnauthorizedRedirect />, { at: '/connexion?retour=%2Fpayment', path: '*' });
    act(() => bus.emit('session:unauthorized', { from: '/connexion' }));
    expect(currentLocation().path).toBe('/connexion?retour=%2Fpayment');
  });
});
