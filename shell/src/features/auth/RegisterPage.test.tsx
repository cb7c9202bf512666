// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { answerApi, strapiError } from '@chargemaroc/shared/testing/network';
import { rawAmina, resetStores } from '../testing/fixtures';
import { currentLocation, renderRoute } from '../testing/render-route';
import { recordToasts } from '../testing/toasts';
import { expectRefused } from '../testing/field-errors';
import { RegisterPage } from './RegisterPage';

beforeEach(resetStores);

const complete = {
  prenom: 'Amina',
  nom: 'Benali',
  email: 'amina@exemple.ma',
  phone: '+212 6 12 34 56 78',
  address: '12 rue Atlas, Casablanca',
  password: 'secret123',
  confirmPassword: 'secret123',
};

type TextFields = keyof typeof complete;

const labels: Record<TextFields, RegExp> = {
  prenom: /^Prénom/,
  nom: /^Nom/,
  email: /^Email/,
  phone: /^Téléphone/,
  address: /^Adresse/,
  password: /^Mot de passe/,
  confirmPassword: /^Confirmer le mot de passe/,
};

const field = (name: TextFields) => screen.getByLabelText(labels[name]) as HTMLInputElement;

async function fill(user: UserEvent, values: Partial<Record<TextFields, string>>, acceptTerms: boolean) {
  for (const [name, value] of Object.entries(values) as [TextFields, string][]) {
    if (!value) continue;
    await user.click(field(name));
    await user.paste(value);
  }
  if (acceptTerms) {
    await user.click(screen.getByRole('checkbox'));
    // the checkbox's state machine takes the change on its own turn
    await waitFor(() => expect(screen.getByRole('checkbox')).toHaveProperty('checked', true));
  }
}

async function submit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('RegisterPage validation', () => {
  it.each([
    [
      'a required field is empty',
      { ...complete, nom: '' },
      true,
      'nom',
      'Veuillez remplir tous les champs obligatoires',
    ],
    [
      'the e-mail is malformed',
      { ...complete, email: 'amina@exemple' },
      true,
      'email',
      "Format d'email invalide",
    ],
    [
      'the phone is not Moroccan',
      { ...complete, phone: 'abc' },
      true,
      'phone',
      'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
    ],
    [
      'the passwords differ',
      { ...complete, confirmPassword: 'secret124' },
      true,
      'confirmPassword',
      'Les mots de passe ne correspondent pas',
    ],
    [
      'the password is short',
      { ...complete, password: 'abc', confirmPassword: 'abc' },
      true,
      'password',
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
    [
      'the terms are not accepted',
      complete,
      false,
      'terms',
      "Veuillez accepter les conditions d'utilisation",
    ],
  ])(
    'when %s it says so beside the field, focuses it, sends nothing and keeps every value',
    async (_case, values, acceptTerms, refused, message) => {
      const api = answerApi(() => undefined);
      const user = userEvent.setup();
      renderRoute(<RegisterPage />, { at: '/inscription' });
      await fill(user, values, acceptTerms);
      await submit(user);

      await expectRefused(
        refused === 'terms' ? screen.getByRole('checkbox') : field(refused as TextFields),
        message,
      );
      expect(api.requests).toHaveLength(0);
      for (const [name, value] of Object.entries(values) as [TextFields, string][]) {
        expect(field(name).value).toBe(value);
      }
      expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(acceptTerms);
    },
  );

  it('links the terms and the privacy policy', () => {
    renderRoute(<RegisterPage />, { at: '/inscription' });
    expect(screen.getByRole('link', { name: /conditions générales/ }).getAttribute('href')).toBe('/cgv');
    expect(screen.getByRole('link', { name: /politique de confidentialité/ }).getAttribute('href')).toBe(
      '/politique-confidentialite',
    );
  });
});

/** The CMS's answer to a new account: its token and user. */
const registered = {
  status: 200,
  body: { jwt: 'jwt-new', user: { id: 7, username: 'amina.benali48213', email: 'amina@exemple.ma' } },
};

describe('RegisterPage submission', () => {
  it('creates the account, saves the profile with the new token, then welcomes the user', async () => {
    const api = answerApi((request) => {
      if (request.method === 'POST' && request.path === '/auth/local/register') return registered;
      if (request.method === 'PUT' && request.path === '/users/me')
        return { status: 200, body: { ...rawAmina, phone: complete.phone } };
      return undefined;
    });
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { at: '/inscription' });
    await fill(user, complete, true);
    await submit(user);

    await screen.findByText('/bienvenue');
    const [register, profile] = api.requests;
    expect(register?.body).toEqual({
      username: expect.stringMatching(/^amina\.benali\d{5}$/),
      email: 'amina@exemple.ma',
      password: 'secret123',
    });
    expect(profile).toMatchObject({
      method: 'PUT',
      path: '/users/me',
      headers: expect.objectContaining({ authorization: 'Bearer jwt-new' }),
      body: { nom: 'Benali', prenom: 'Amina', phone: complete.phone, address: complete.address },
    });
    expect(currentLocation().state).toEqual({ from: 'register' });
    expect(sessionStore.getState().user?.prenom).toBe('Amina');
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'success', title: 'Inscription réussie ! Bienvenue !' }),
    );
  });

  it('keeps the registration when saving the profile fails', async () => {
    answerApi((request) => {
      if (request.method === 'POST' && request.path === '/auth/local/register') return registered;
      if (request.method === 'PUT' && request.path === '/users/me')
        return strapiError(500, 'Internal Server Error');
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { at: '/inscription' });
    await fill(user, complete, true);
    await submit(user);

    await screen.findByText('/bienvenue');
    expect(sessionStore.getState().jwt).toBe('jwt-new');
  });

  it('shows the failure in a toast and an alert, and keeps the form filled', async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/local/register'
        ? strapiError(400, 'Email or Username are already taken')
        : undefined,
    );
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { at: '/inscription' });
    await fill(user, complete, true);
    await submit(user);

    const message = "Cet e-mail ou ce nom d'utilisateur est déjà utilisé";
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', title: message }));
    expect(field('email').value).toBe(complete.email);
    expect(field('password').value).toBe(complete.password);
    expect(currentLocation().path).toBe('/inscription');
    expect(sessionStore.getState().jwt).toBeNull();
  });

  it('opens no session and shows no welcome toast when no token comes back', async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/auth/local/register'
        ? {
            status: 200,
            body: { user: { id: 7, email: 'amina@exemple.ma' } },
          }
        : undefined,
    );
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { at: '/inscription' });
    await fill(user, complete, true);
    await submit(user);

    await screen.findByText('/connexion');
    expect(sessionStore.getState().jwt).toBeNull();
    expect(toasts.map((toast) => toast.title)).not.toContain('Inscription réussie ! Bienvenue !');
  });
});
