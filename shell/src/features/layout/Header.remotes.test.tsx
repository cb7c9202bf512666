// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '../../remotes/remotes-context';
import { resetStores, signInAs } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { Footer } from './Footer';
import { Header } from './Header';
import { loadHeaderLazyParts } from './lazy-parts';

const switchedOff = new Set<RemoteName>(['mf_vehicles', 'mf_account', 'mf_stations']);

vi.mock('../../remotes/preload', () => ({ preloadRemote: vi.fn() }));
vi.mock('../../remotes/remotes-context', () => ({
  useRemoteEnabled: () => (name: RemoteName) => !switchedOff.has(name),
  useIsRemoteEnabled: (name: RemoteName) => !switchedOff.has(name),
}));

beforeAll(loadHeaderLazyParts);
beforeEach(resetStores);

describe('navigation of switched-off sections', () => {
  it('hides the header entries of a disabled remote', () => {
    renderRoute(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).queryByRole('button', { name: 'Véhicules' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Carte' })).toBeNull();
    within(nav).getByRole('button', { name: 'Boutique' });
    within(nav).getByRole('link', { name: 'Blog' });
    expect(screen.queryByRole('link', { name: /^Favoris/ })).toBeNull();
    screen.getByRole('link', { name: /^Panier/ });
  });

  it('keeps only Déconnexion in the user menu when the account section is off', async () => {
    signInAs();
    const user = userEvent.setup();
    renderRoute(<Header />);
    await user.click(screen.getByRole('button', { name: /Amina/ }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Déconnexion']);
  });

  it('hides the footer links of a disabled remote', () => {
    renderRoute(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Plan du site' });
    expect(within(nav).queryByRole('link', { name: 'Carte des bornes' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Véhicules Électriques' })).toBeNull();
    within(nav).getByRole('link', { name: 'FAQ' });
  });
});
