// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetStores, signInAs } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { WelcomePage } from './WelcomePage';

beforeEach(() => {
  resetStores();
  signInAs();
});

describe('WelcomePage', () => {
  it('greets a new account after registration', () => {
    renderRoute(<WelcomePage />, { at: { pathname: '/bienvenue', state: { from: 'register' } } });
    screen.getByRole('heading', { level: 1, name: 'Bienvenue, Amina !' });
    screen.getByText('Votre compte a été créé avec succès.');
  });

  it('greets a returning user after login', () => {
    renderRoute(<WelcomePage />, { at: { pathname: '/bienvenue', state: { from: 'login' } } });
    screen.getByRole('heading', { level: 1, name: 'Ravi de vous revoir, Amina !' });
    expect(screen.queryByText('Votre compte a été créé avec succès.')).toBeNull();
  });

  it('treats a direct visit as a returning user', () => {
    renderRoute(<WelcomePage />, { at: '/bienvenue' });
    screen.getByRole('heading', { level: 1, name: 'Ravi de vous revoir, Amina !' });
  });

  it('leads to the dashboard, the shop, contact and FAQ', () => {
    renderRoute(<WelcomePage />, { at: '/bienvenue' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/tableau-de-bord', '/boutique', '/contact', '/faq']);
  });
});
