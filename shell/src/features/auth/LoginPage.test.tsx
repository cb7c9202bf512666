// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { answerApi, strapiError } from '@chargemaroc/shared/testing/network';
import { rawAmina, resetStores } from '../testing/fixtures';
import { currentLocation, renderRoute } from '../testing/render-route';
import { expectRefused } from '../testing/field-errors';
import { LoginPage } from './LoginPage';

beforeEach(resetStores);

function renderLogin() {
  renderRoute(<LoginPage />, { at: '/connexion' });
  return {
    identifier: screen.getByLabelText(/Email ou nom d'utilisateur/),
    password: screen.getByLabelText(/Mot de passe/),
    submit: screen.getByRole('button', { name: 'Se connecter' }),
  };
}

describe('LoginPage', () => {
  it("asks for both fields with 'Veuillez remplir tous les champs' and sends nothing", async () => {
    const api = answerApi(() => undefined);
    const user = userEvent.setup();
    const form = renderLogin();
    await user.type(form.identifier, 'amina@exemple.ma');
    await user.click(form.submit);

    await expectRefused(form.password, 'Veuillez remplir tous les champs');
    expect(form.identifier.getAttribute('aria-invalid')).toBeNull();
    expect(api.requests).toHaveLength(0);
    expect(form.identifier).toHaveProperty('value', 'amina@exemple.ma');
  });

  it('signs in and goes to /bienvenue, telling it the user came from login', async () => {
    const api = answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/local'
        ? { status: 200, body: { jwt: 'jwt-1', user: rawAmina } }
        : undefined,
    );
    const user = userEvent.setup();
    const form = renderLogin();
    await user.type(form.identifier, ' amina@exemple.ma ');
    await user.type(form.password, 'secret123');
    await user.click(form.submit);

    await screen.findByText('/bienvenue');
    expect(api.requests[0]?.body).toEqual({ identifier: 'amina@exemple.ma', password: 'secret123' });
    expect(currentLocation().state).toEqual({ from: 'login' });
    expect(sessionStore.getState().jwt).toBe('jwt-1');
    expect(sessionStore.getState().user?.prenom).toBe('Amina');
  });

  it("shows the server's message in a red alert and keeps what was typed", async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/local'
        ? strapiError(400, 'Invalid identifier or password')
        : undefined,
    );
    const user = userEvent.setup();
    const form = renderLogin();
    await user.type(form.identifier, 'amina@exemple.ma');
    await user.type(form.password, 'wrong-password');
    await user.click(form.submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Identifiant ou mot de passe incorrect');
    // just above the button, and given the focus so it is read and in view
    expect(alert.nextElementSibling).toBe(form.submit);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(currentLocation().path).toBe('/connexion');
    expect(form.identifier).toHaveProperty('value', 'amina@exemple.ma');
    expect(form.password).toHaveProperty('value', 'wrong-password');
    expect(sessionStore.getState().jwt).toBeNull();
  });

  it('reports an answer that is not a session instead of signing in', async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/local'
        ? { status: 200, body: { unexpected: true } }
        : undefined,
    );
    const user = userEvent.setup();
    const form = renderLogin();
    await user.type(form.identifier, 'amina');
    await user.type(form.password, 'secret123');
    await user.click(form.submit);

    expect((await screen.findByRole('alert')).textContent).toContain('Réponse inattendue du serveur.');
    expect(sessionStore.getState().jwt).toBeNull();
  });

  it('says the session expired and, once signed in, goes back to the checkout it came from', async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/local'
        ? { status: 200, body: { jwt: 'jwt-2', user: rawAmina } }
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { at: '/connexion?retour=%2Fcheckout&motif=session-expiree', path: '*' });
    const notice = screen
      .getByText('Votre session a expiré. Veuillez vous reconnecter.')
      .closest('[role="status"]');
    expect(notice?.textContent).toContain('Votre panier et votre commande en cours sont conservés');

    await user.type(screen.getByLabelText(/Email ou nom d'utilisateur/), 'amina');
    await user.type(screen.getByLabelText(/Mot de passe/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(currentLocation().path).toBe('/checkout'));
  });

  it('says nothing of a session when the visitor came to sign in on their own', () => {
    renderLogin();
    expect(screen.queryByText(/Votre session a expiré/)).toBeNull();
  });

  it('links to the forgotten-password and sign-up pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/mot-de-passe-oublie',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/inscription');
  });
});
