// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetStores, signInAs } from '../testing/fixtures';
import { currentLocation, renderRoute } from '../testing/render-route';
import { RequireAuth } from './RequireAuth';

beforeEach(resetStores);

const protectedPage = (
  <RequireAuth>
    <p>Mes commandes</p>
  </RequireAuth>
);

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /connexion, remembering where they were going', () => {
    renderRoute(protectedPage, { at: '/commandes?page=2' });
    expect(screen.queryByText('Mes commandes')).toBeNull();
    expect(currentLocation().path).toBe('/connexion');
    expect(currentLocation().state).toMatchObject({ from: { pathname: '/commandes', search: '?page=2' } });
  });

  it('shows the page to a signed-in user', () => {
    signInAs();
    renderRoute(protectedPage, { at: '/commandes' });
    screen.getByText('Mes commandes');
    expect(currentLocation().path).toBe('/commandes');
  });
});
