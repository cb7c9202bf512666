// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, strapiError } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '../testing/render-route';
import { recordToasts } from '../testing/toasts';
import { expectRefused } from '../testing/field-errors';
import { contactInfo } from './contact-info';
import { Footer } from './Footer';

vi.mock('../../remotes/preload', () => ({ preloadRemote: vi.fn() }));

const emailField = () => screen.getByRole('textbox', { name: /Votre adresse e-mail/ }) as HTMLInputElement;
const subscribe = () => screen.getByRole('button', { name: "S'inscrire" });

describe('Footer newsletter', () => {
  it('is a required e-mail field', () => {
    renderRoute(<Footer />);
    expect(emailField().type).toBe('email');
    expect(emailField().required).toBe(true);
  });

  it('subscribes through POST /api/newsletters, toasts and empties the field', async () => {
    const api = answerApi((request) =>
      request.method === 'POST' && request.path === '/newsletters'
        ? { status: 201, body: { data: { id: 1 } } }
        : undefined,
    );
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderRoute(<Footer />);
    await user.type(emailField(), 'amina@exemple.ma');
    await user.click(subscribe());

    await vi.waitFor(() => expect(emailField().value).toBe(''));
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/newsletters',
        body: { data: { email: 'amina@exemple.ma' } },
      }),
    ]);
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'success', title: 'Inscription à la newsletter réussie' }),
    );
  });

  it("shows the server's message under the field and keeps the address", async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/newsletters'
        ? strapiError(400, 'Cette adresse est déjà inscrite')
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<Footer />);
    await user.type(emailField(), 'amina@exemple.ma');
    await user.click(subscribe());

    await screen.findByText('Cette adresse est déjà inscrite');
    expect(emailField().value).toBe('amina@exemple.ma');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
  });

  it("says the spec's 'Erreur lors de l'inscription à la newsletter' when the CMS fails, not its transport message", async () => {
    answerApi((request) =>
      request.method === 'POST' && request.path === '/newsletters'
        ? strapiError(500, 'Internal Server Error')
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<Footer />);
    await user.type(emailField(), 'amina@exemple.ma');
    await user.click(subscribe());

    await screen.findByText("Erreur lors de l'inscription à la newsletter");
    await expectRefused(emailField(), "Erreur lors de l'inscription à la newsletter");
    expect(emailField().value).toBe('amina@exemple.ma');
  });

  it('checks the address before sending', async () => {
    const api = answerApi(() => undefined);
    const user = userEvent.setup();
    renderRoute(<Footer />);
    await user.click(subscribe());
    await expectRefused(emailField(), 'Email requis');
    await user.type(emailField(), 'amina@');
    await user.click(subscribe());
    await expectRefused(emailField(), "Format d'email invalide");
    expect(emailField().value).toBe('amina@');
    expect(api.requests).toHaveLength(0);
  });
});

describe('Footer content', () => {
  it('links the legal pages', () => {
    renderRoute(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Plan du site' });
    expect(within(nav).getByRole('link', { name: 'Mentions légales' }).getAttribute('href')).toBe(
      '/mentions-legales',
    );
    expect(within(nav).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe(
      '/politique-confidentialite',
    );
    expect(
      within(nav).getByRole('link', { name: 'Conditions générales de vente' }).getAttribute('href'),
    ).toBe('/cgv');
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  });

  it('gives the phone number, the e-mail and the social profiles', () => {
    renderRoute(<Footer />);
    expect(screen.getByRole('link', { name: contactInfo.phoneDisplay }).getAttribute('href')).toBe(
      'tel:+212522000000',
    );
    expect(screen.getByRole('link', { name: 'contact@chargemaroc.ma' }).getAttribute('href')).toBe(
      'mailto:contact@chargemaroc.ma',
    );
    expect(screen.getByRole('link', { name: 'ChargeMaroc sur Facebook' }).getAttribute('rel')).toContain(
      'noopener',
    );
  });

  it('credits the station and vehicle data', () => {
    renderRoute(<Footer />);
    const stations = screen.getByRole('link', {
      name: 'Données bornes © Open Charge Map contributeurs (CC BY 4.0)',
    });
    const vehicles = screen.getByRole('link', { name: 'Données véhicules : Open EV Data (MIT)' });
    expect(stations.getAttribute('href')).toBe('/a-propos#credits');
    expect(vehicles.getAttribute('href')).toBe('/a-propos#credits');
  });

  it('shows the back-to-top button only after 300 px of scroll (its code loaded then)', async () => {
    renderRoute(<Footer />);
    const backToTop = () => screen.queryByRole('button', { name: 'Retour en haut' });
    expect(backToTop()).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: 'Retour en haut' })).not.toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    fireEvent.scroll(window);
    expect(backToTop()).toBeNull();
  });
});
