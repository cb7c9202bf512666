// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { preloadRemote } from '../../remotes/preload';
import { currentLocation, renderRoute } from '../testing/render-route';
import { fillCart, resetStores, signInAs } from '../testing/fixtures';
import { recordToasts } from '../testing/toasts';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { Header } from './Header';
import { loadHeaderLazyParts } from './lazy-parts';

vi.mock('../../remotes/preload', () => ({ preloadRemote: vi.fn() }));

beforeAll(loadHeaderLazyParts);
beforeEach(() => {
  resetStores();
  vi.mocked(preloadRemote).mockClear();
});

describe('Header', () => {
  it("caps the cart badge at '99+' and gives the full count to assistive technology", () => {
    fillCart(150);
    renderRoute(<Header />);
    const cart = screen.getByRole('link', { name: 'Panier (150 articles)' });
    expect(cart).toHaveProperty('pathname', '/panier');
    within(cart).getByText('99+');
  });

  it('shows the exact count below the cap and no badge on an empty cart', () => {
    renderRoute(<Header />);
    const cart = screen.getByRole('link', { name: 'Panier (0 article)' });
    // only the hidden label: no badge is drawn
    expect(cart.textContent).toBe('Panier (0 article)');
  });

  it('sends the wishlist button to /connexion when signed out', () => {
    renderRoute(<Header />);
    expect(screen.getByRole('link', { name: 'Favoris' })).toHaveProperty('pathname', '/connexion');
    screen.getByRole('link', { name: 'Connexion' });
    screen.getByRole('link', { name: 'Inscription' });
  });

  it('sends the wishlist button to /favoris when signed in, with its count', () => {
    signInAs();
    wishlistStore.getState().replaceAll([
      {
        id: 'w1',
        name: 'Wallbox 7 kW',
        description: '',
        price: 8900,
        oldPrice: null,
        image: null,
        category: 'wallbox',
        brand: 'ChargeMaroc',
        addedAt: '2026-01-01T00:00:00.000Z',
        inStock: true,
      },
    ]);
    renderRoute(<Header />);
    const wishlist = screen.getByRole('link', { name: 'Favoris (1 article)' });
    expect(wishlist).toHaveProperty('pathname', '/favoris');
    within(wishlist).getByText('1');
  });

  it("shows the user's first name instead of the sign-in buttons when signed in", () => {
    signInAs();
    renderRoute(<Header />);
    screen.getByRole('button', { name: /Amina/ });
    expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inscription' })).toBeNull();
  });

  it('offers the account pages in the user menu', async () => {
    signInAs();
    const user = userEvent.setup();
    renderRoute(<Header />);
    await user.click(screen.getByRole('button', { name: /Amina/ }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Tableau de bord', 'Mon Profil', 'Mes Commandes', 'Mes Favoris', 'Déconnexion']);
    expect(within(menu).getByRole('menuitem', { name: 'Mes Commandes' })).toHaveProperty(
      'pathname',
      '/commandes',
    );
  });

  it('logs out: ends the session on the server, clears it here, says so and goes home', async () => {
    signInAs();
    const api = answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/logout' ? { status: 204, body: null } : undefined,
    );
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderRoute(<Header />, { at: '/profil', path: '*' });
    await user.click(screen.getByRole('button', { name: /Amina/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Déconnexion' }));

    await waitFor(() => expect(sessionStore.getState().jwt).toBeNull());
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/auth/logout',
        headers: expect.objectContaining({ authorization: 'Bearer jwt-amina' }),
      }),
    );
    expect(sessionStore.getState().user).toBeNull();
    // the router re-renders at the new address after the navigation: awaited, not assumed
    await waitFor(() => expect(currentLocation().path).toBe('/'));
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Vous avez été déconnecté' }));
    screen.getByRole('link', { name: 'Connexion' });
  });

  it('lists the shop categories with the shop query parameters', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />);
    await user.click(screen.getByRole('button', { name: 'Boutique' }));
    const menu = await screen.findByRole('menu');
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/boutique',
      '/boutique?category=chargers',
      '/boutique?category=stations',
      '/boutique?category=portable',
      '/boutique?category=wallbox',
      '/boutique?category=cables',
      '/boutique?category=accessories',
      '/boutique?sale=true',
      '/boutique?featured=true',
    ]);
  });

  it('lists vehicles by category, brand and energy', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />);
    await user.click(screen.getByRole('button', { name: 'Véhicules' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'SUV' }).getAttribute('href')).toBe(
      '/vehicules-electriques?categories=suv',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Tesla' }).getAttribute('href')).toBe(
      '/vehicules-electriques?brands=tesla',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Hybride' }).getAttribute('href')).toBe(
      '/vehicules-electriques?specs=hybrid',
    );
  });

  it('goes to a vehicle menu entry chosen with the pointer, and closes the menu', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Véhicules' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Tesla' }));
    await waitFor(() => expect(currentLocation().path).toBe('/vehicules-electriques?brands=tesla'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Véhicules' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to the menu entry chosen with Enter through the router, and closes the menu', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Boutique' }));
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Chargeurs' }).hasAttribute('data-highlighted')).toBe(
        true,
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation().path).toBe('/boutique?category=chargers'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('leaves a new-tab click on a menu entry to the browser', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Véhicules' }));
    const tesla = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Tesla' });
    // fireEvent returns false when a handler prevented the browser's own action (a new tab here)
    expect(fireEvent.click(tesla, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(tesla, { button: 1 })).toBe(true);
    expect(currentLocation().path).toBe('/');
  });

  it('links Blog, À propos, Service and Carte, and warms their section on hover', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = ['Blog', 'À propos', 'Service', 'Carte'].map((name) =>
      within(nav).getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/blog', '/a-propos', '/installation', '/carte-bornes']);

    await user.hover(within(nav).getByRole('link', { name: 'Carte' }));
    expect(preloadRemote).toHaveBeenCalledWith('mf_stations');
  });

  it('opens the mobile menu with the same entries', async () => {
    const user = userEvent.setup();
    renderRoute(<Header />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    within(drawer).getByRole('link', { name: 'Blog' });
    within(drawer).getByText('Boutique');
    within(drawer).getByRole('link', { name: 'Connexion' });
  });
});
