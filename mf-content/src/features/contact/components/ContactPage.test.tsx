import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, strapiError, strapiPage, type ApiHandler } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { contactLoader } from '../api/contact-loader';
import { ContactLoadError, ContactPage } from './ContactPage';

let cms: ReturnType<typeof answerApi>;
const route = { route: '/contact', path: '/contact', loader: contactLoader, ErrorBoundary: ContactLoadError };
const faq = [
  {
    id: 1,
    documentId: 'f1',
    question: 'Combien coûte une installation ?',
    answer: 'De 500 à 1 500 MAD.',
    category: 'installation',
    order: 1,
  },
];

function answering(forms: ApiHandler) {
  cms = answerApi((request) =>
    request.method === 'GET' ? { status: 200, body: strapiPage(faq) } : forms(request),
  );
}
const created: ApiHandler = () => ({ status: 201, body: { data: { documentId: 'x' } } });
const user = () => userEvent.setup({ delay: null });
const form = (name: string) => screen.getByRole('form', { name });
/** A refused field: marked invalid and described by the refusal's message. */
function expectRefused(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const descriptions = (field.getAttribute('aria-describedby') ?? '').split(' ');
  expect(descriptions.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}
/** The callback and quote forms are a chunk of their own, loaded near the viewport (at once here). */
const laterForm = (name: string) => screen.findByRole('form', { name });

describe('ContactPage', { timeout: 30_000 }, () => {
  it('requires the four fields and a valid e-mail, then stores the message and resets the form', async () => {
    answering(created);
    await renderRoute(<ContactPage />, route);
    const contact = within(form('Envoyer un message'));
    await user().click(contact.getByRole('button', { name: 'Envoyer le message' }));
    for (const name of [/^Nom/, /^E-mail/, /^Sujet/, /^Message/])
      expectRefused(
        contact.getByRole('textbox', { name }),
        'Tous les champs obligatoires doivent être remplis',
      );
    // the first refused field, focused once drawn
    await waitFor(() => expect(document.activeElement).toBe(contact.getByRole('textbox', { name: /^Nom/ })));

    await user().type(contact.getByRole('textbox', { name: /^Nom/ }), 'Salma');
    await user().type(contact.getByRole('textbox', { name: /^E-mail/ }), 'salma@');
    await user().type(contact.getByRole('textbox', { name: /^Sujet/ }), 'Wallbox');
    await user().type(contact.getByRole('textbox', { name: /^Message/ }), 'Bonjour, un devis ?');
    await user().click(contact.getByRole('button', { name: 'Envoyer le message' }));
    expectRefused(contact.getByRole('textbox', { name: /^E-mail/ }), "Format d'email invalide");
    expect(contact.getByRole('textbox', { name: /^Nom/ }).getAttribute('aria-invalid')).toBeNull();

    await user().type(contact.getByRole('textbox', { name: /^E-mail/ }), 'exemple.ma');
    await user().click(contact.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(contact.getByRole('status').textContent).toBe('Message envoyé avec succès'));
    const post = cms.requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/contact-messages');
    expect(post.body).toMatchObject({
      data: { name: 'Salma', email: 'salma@exemple.ma', subject: 'Wallbox' },
    });
    expect((contact.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).toBe('');
    screen.getByText('Combien coûte une installation ?');
  });

  it('shows the CMS reason for a refused message and the spec message when it fails', async () => {
    let status = 400;
    answering(() => strapiError(status, 'Le message est trop long', 'ValidationError'));
    await renderRoute(<ContactPage />, route);
    const contact = within(form('Envoyer un message'));
    await user().type(contact.getByRole('textbox', { name: /^Nom/ }), 'Salma');
    await user().type(contact.getByRole('textbox', { name: /^E-mail/ }), 'salma@exemple.ma');
    await user().type(contact.getByRole('textbox', { name: /^Sujet/ }), 'Wallbox');
    await user().type(contact.getByRole('textbox', { name: /^Message/ }), 'Bonjour');
    await user().click(contact.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(contact.getByRole('alert').textContent).toBe('Le message est trop long'));
    status = 500;
    await user().click(contact.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(contact.getByRole('alert').textContent).toBe("Erreur lors de l'envoi du message"),
    );
  });

  it('asks for a name and a phone before a callback, then stores it', async () => {
    answering(created);
    await renderRoute(<ContactPage />, route);
    const callback = within(await laterForm('Être rappelé'));
    await user().click(callback.getByRole('button', { name: 'Demander un rappel' }));
    expectRefused(callback.getByRole('textbox', { name: /^Nom/ }), 'Nom et téléphone requis');
    expectRefused(callback.getByRole('textbox', { name: /^Téléphone/ }), 'Nom et téléphone requis');
    await user().type(callback.getByRole('textbox', { name: /^Nom/ }), 'Karim');
    await user().type(callback.getByRole('textbox', { name: /^Téléphone/ }), '06 12 34 56 78');
    await user().click(callback.getByRole('button', { name: 'Demander un rappel' }));
    await waitFor(() => expect(callback.getByRole('status').textContent).toBe('Demande de rappel envoyée'));
    expect(cms.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/callback-requests',
      body: {
        data: {
          name: 'Karim',
          phone: '06 12 34 56 78',
          preferredTime: 'Dès que possible',
          urgency: 'normal',
        },
      },
    });
  });

  it('asks for name, e-mail and project type before a quote, then stores it with the needs', async () => {
    answering(created);
    await renderRoute(<ContactPage />, route);
    const quote = within(await laterForm('Demander un devis'));
    await user().type(quote.getByRole('textbox', { name: /^Nom/ }), 'Karim');
    await user().type(quote.getByRole('textbox', { name: /^E-mail/ }), 'karim@exemple.ma');
    await user().click(quote.getByRole('button', { name: 'Demander un devis' }));
    expectRefused(quote.getByRole('combobox', { name: /^Type de projet/ }), 'Informations de base requises');
    await user().selectOptions(quote.getByRole('combobox', { name: /^Type de projet/ }), 'condominium');
    await user().click(quote.getByText('Supervision'));
    await user().click(quote.getByRole('button', { name: 'Demander un devis' }));
    await waitFor(() => expect(quote.getByRole('status').textContent).toBe('Demande de devis envoyée'));
    expect(cms.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/quote-requests',
      body: { data: { projectType: 'condominium', requirements: ['Supervision'] } },
    });
  });
});
