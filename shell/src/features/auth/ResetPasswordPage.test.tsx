// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { answerApi, strapiError } from '@chargemaroc/shared/testing/network';
import { rawAmina, resetStores } from '../testing/fixtures';
import { currentLocation, renderRoute } from '../testing/render-route';
import { expectRefused } from '../testing/field-errors';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeEach(resetStores);

async function choosePassword(user: UserEvent, password: string, confirmation = password) {
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

describe('ResetPasswordPage', () => {
  it('refuses a password under 6 characters', async () => {
    const api = answerApi(() => undefined);
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, { at: '/reinitialiser-mot-de-passe?code=abc' });
    await choosePassword(user, 'abc');
    await expectRefused(
      screen.getByLabelText(/^Nouveau mot de passe/),
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('says beside the confirmation that the passwords differ', async () => {
    const api = answerApi(() => undefined);
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, { at: '/reinitialiser-mot-de-passe?code=abc' });
    await choosePassword(user, 'secret123', 'secret124');
    await expectRefused(
      screen.getByLabelText(/^Confirmer le mot de passe/),
      'Les mots de passe ne correspondent pas',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('sends the code with the new password, signs in and goes to /bienvenue', async () => {
    const api = answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/reset-password'
        ? { status: 200, body: { jwt: 'jwt-reset', user: rawAmina } }
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, { at: '/reinitialiser-mot-de-passe?code=abc' });
    await choosePassword(user, 'nouveau123');

    await screen.findByText('/bienvenue');
    expect(api.requests[0]?.body).toEqual({
      code: 'abc',
      password: 'nouveau123',
      passwordConfirmation: 'nouveau123',
    });
    expect(sessionStore.getState().jwt).toBe('jwt-reset');
    expect(currentLocation().path).toBe('/bienvenue');
  });

  it("shows the server's refusal", async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/reset-password'
        ? strapiError(400, 'Incorrect code provided')
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, { at: '/reinitialiser-mot-de-passe?code=old' });
    await choosePassword(user, 'nouveau123');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect code provided');
    expect(sessionStore.getState().jwt).toBeNull();
  });

  it('offers a new link when the code is missing', () => {
    renderRoute(<ResetPasswordPage />, { at: '/reinitialiser-mot-de-passe' });
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe(
      '/mot-de-passe-oublie',
    );
  });
});
