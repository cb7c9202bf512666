// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, strapiError } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '../testing/render-route';
import { expectRefused } from '../testing/field-errors';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const NEUTRAL = /Si un compte existe pour cette adresse/;

describe('ForgotPasswordPage', () => {
  it("requires an e-mail ('Email requis')", async () => {
    const api = answerApi(() => undefined);
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { at: '/mot-de-passe-oublie' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await expectRefused(screen.getByLabelText(/Email/), 'Email requis');
    expect(api.requests).toHaveLength(0);
  });

  it("refuses a malformed address in French ('Format d'email invalide') and keeps it", async () => {
    const api = answerApi(() => undefined);
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { at: '/mot-de-passe-oublie' });
    await user.type(screen.getByLabelText(/Email/), 'nope@');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await expectRefused(screen.getByLabelText(/Email/), "Format d'email invalide");
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'nope@');
    expect(api.requests).toHaveLength(0);
  });

  it('asks for a reset link and answers the same way whether or not the account exists', async () => {
    const api = answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/forgot-password'
        ? { status: 200, body: { ok: true } }
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { at: '/mot-de-passe-oublie' });
    await user.type(screen.getByLabelText(/Email/), 'amina@exemple.ma');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    await screen.findByText(NEUTRAL);
    expect(api.requests[0]?.body).toEqual({ email: 'amina@exemple.ma' });
  });

  it('shows a failure and keeps the address', async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/forgot-password'
        ? strapiError(429, 'Too many requests')
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { at: '/mot-de-passe-oublie' });
    await user.type(screen.getByLabelText(/Email/), 'amina@exemple.ma');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Trop de tentatives');
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'amina@exemple.ma');
    expect(screen.queryByText(NEUTRAL)).toBeNull();
  });
});
