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
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Amina !' })).toBeTruthy();
    expect(screen.getByText('Votre compte a été créé avec succès.')).toBeTruthy();
  });

  it('greets a returning user after login', () => {
    renderRoute(<WelcomePage />, { at: { pathname: '/bienvenue', state: { from: 'login' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ravi de vous revoir, Amina !' })).toBeTruthy();
    expect(screen.queryByText('Votre compte a été créé avec succès.')).toBeNull();
  });

  it('treats a direct visit as a returning user', () => {
    renderRoute(<WelcomePage />, { at: '/bienvenue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ravi de vous revoir, Amina !' })).toBeTruthy();
  });

  it('leads to the dashboard, the shop, contact and FAQ', () => {
    renderRoute(<WelcomePage />, { at: '/bienvenue' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/tableau-de-bord', '/boutique', '/contact', '/faq']);
  });
});
