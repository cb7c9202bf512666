import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { bus } from '@chargemaroc/shared/bus';
import { formatPrice } from '@chargemaroc/shared/format';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { installationPhotosStore } from '@chargemaroc/shared/stores/installation-photos';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { renderRoutes } from '@chargemaroc/shared/testing/render';
import { signInTestUser } from '@chargemaroc/shared/testing/session';
import { readDraft, readPendingOrder } from '../model/checkout-storage';
import { CheckoutPage } from './CheckoutPage';

function fillCart() {
  cartStore
    .getState()
    .addItem(
      { id: 'doc-1', name: 'Wallbox Pulsar', price: 8000, category: 'wallbox', brand: 'Wallbox', stock: 20 },
      2,
    );
}

const userEvent = userEventLib.setup({ delay: null });

// The shop's estimate form, as federation would hand it over: submits an estimate with a photo.
vi.mock('@chargemaroc/shared/federation/exposed-module', () => ({
  loadExposedModule: async () => ({
    default: ({ onSubmit }: { onSubmit(submission: unknown): void }) => (
      <button
        type="button"
        onClick={() =>
          onSubmit({
            estimate: { total: 1900, breakdown: [] },
            inputs: { city: 'Rabat', subscribedPower: 9 },
            photo: new File([new Uint8Array([1, 2, 3])], 'tableau.png', { type: 'image/png' }),
          })
        }
      >
        Estimer (test)
      </button>
    ),
  }),
}));

let api: ReturnType<typeof answerApi> | null = null;

const renderCheckout = () =>
  renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/payment', element: <p>Page de paiement</p> },
    ],
    '/checkout',
  );

beforeEach(() => {
  cartStore.getState().clear();
  cartStore.getState().removeCoupon();
  signInTestUser();
});
afterEach(() => {
  sessionStore.getState().signOut();
  installationPhotosStore.getState().clear();
  api = null;
});

describe('CheckoutPage', { timeout: 40_000 }, () => {
  it('shows the empty cart message without items', async () => {
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Votre panier est vide' });
  });

  it('prefills from the account, shows each required message and the form message on submit', async () => {
    fillCart();
    await renderCheckout();
    expect(((await screen.findByRole('textbox', { name: 'Prénom' })) as HTMLInputElement).value).toBe(
      'Salma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Veuillez corriger les erreurs dans le formulaire',
    );
    for (const text of [
      'Le téléphone est requis',
      "L'adresse est requise",
      'La ville est requise',
      'La région est requise',
    ])
      screen.getByText(text);
    expect(screen.getByTestId('location').textContent).toContain('/checkout');
  });

  it('keeps what was typed in the draft (a reload finds it) and checks phone and postal code', async () => {
    fillCart();
    const first = await renderCheckout();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Téléphone' }), '+212 4 11');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal (facultatif)' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    await screen.findByText('Format de téléphone invalide (ex: +212 6 XX XX XX XX)');
    screen.getByText('Code postal invalide (5 chiffres)');
    expect(readDraft()?.phone).toBe('+212 4 11');
    first.unmount();

    await renderCheckout();
    expect(((await screen.findByRole('textbox', { name: 'Téléphone' })) as HTMLInputElement).value).toBe(
      '+212 4 11',
    );
  });

  it('hands a valid order to /payment with its own idempotency key', async () => {
    fillCart();
    await renderCheckout();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse' }), '12 rue Ibn Battouta');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville' }), 'Casablanca');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Région' }), 'Casablanca-Settat');
    const payment = screen.getByRole('radiogroup', { name: 'Mode de paiement' });
    const card = within(payment).getByRole('radio', { name: 'Paiement en ligne par carte' });
    expect(within(payment).getByRole('radio', { name: 'Paiement à la livraison' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(card);
    expect(card).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment'));
    const pending = readPendingOrder();
    expect(pending?.items).toHaveLength(1);
    expect(pending?.values).toMatchObject({ region: 'Casablanca-Settat', paymentMethod: 'cmi' });
    expect(pending?.idempotencyKey).toMatch(/^chk-[0-9a-f]{32}$/);
  });

  it("uploads the estimate's photo, shows it on the line and hands its reference to /payment", async () => {
    const photo = {
      id: 'k2xq8w0c9v1b3n5m7l4j6h8g',
      url: '/uploads/disjoncteur_a1.png',
      thumbnailUrl: '/uploads/thumbnail_disjoncteur_a1.png',
    };
    api = answerApi((request) =>
      request.method === 'POST' && request.path === '/orders/installation-photos'
        ? { status: 201, body: { data: photo } }
        : undefined,
    );
    fillCart();
    await renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: "Estimer l'installation" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Estimer (test)' }));
    const shown = await screen.findByRole('img', { name: 'Photo du tableau électrique pour Wallbox Pulsar' });
    expect(shown.getAttribute('src')).toBe(photo.thumbnailUrl);
    const upload = api.requests.find((request) => request.path === '/orders/installation-photos');
    // jsdom's FormData reaches the test network as a file of the right type, but neither its name nor
    // its bytes survive the crossing: orders.test.ts checks those, outside jsdom
    const sent = (upload?.body as FormData | undefined)?.get('files.disjoncteurPhoto');
    expect(sent).toMatchObject({ type: 'image/png' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse' }), '12 rue Ibn Battouta');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville' }), 'Casablanca');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Région' }), 'Casablanca-Settat');
    await userEvent.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment'));
    expect(readPendingOrder()?.photos).toEqual({ 'doc-1': photo });
  });

  it('sends the photo kept from the cart once, however often the page is shown', async () => {
    const photo = { id: 'k2xq8w0c9v1b3n5m7l4j6h8g', url: '/uploads/disjoncteur_a1.png', thumbnailUrl: '' };
    api = answerApi((request) =>
      request.path === '/orders/installation-photos' ? { status: 201, body: { data: photo } } : undefined,
    );
    fillCart();
    cartStore.getState().setInstallation('doc-1', { wanted: true, cost: 1900, inputs: { city: 'Rabat' } });
    installationPhotosStore.getState().keep('doc-1', new File([new Uint8Array([1])], 'tableau.png'));
    const first = await renderCheckout();
    expect(
      (
        await screen.findByRole('img', { name: 'Photo du tableau électrique pour Wallbox Pulsar' })
      ).getAttribute('src'),
    ).toBe(photo.url);
    // the line shows the installation's 5 % off and adds up: 2 × 8000 − 800 + 1900
    const line = within(screen.getByTestId('summary-line-doc-1'));
    expect(line.getByTestId('summary-saving-doc-1').textContent).toBe(
      `Remise installation (5 %) : -${formatPrice(800)}`,
    );
    expect(screen.getByTestId('summary-line-doc-1').textContent).toContain(formatPrice(17100));
    first.unmount();
    await renderCheckout();
    await screen.findByRole('img', { name: 'Photo du tableau électrique pour Wallbox Pulsar' });
    expect(api.requests.filter((request) => request.path === '/orders/installation-photos')).toHaveLength(1);
  });

  it('drops a photo the CMS refuses, with the reason', async () => {
    api = answerApi((request) =>
      request.path === '/orders/installation-photos'
        ? {
            status: 400,
            body: { error: { message: 'Veuillez sélectionner une image au format JPG, PNG ou WebP' } },
          }
        : undefined,
    );
    fillCart();
    cartStore.getState().setInstallation('doc-1', { wanted: true, cost: 1900, inputs: { city: 'Rabat' } });
    installationPhotosStore.getState().keep('doc-1', new File([new Uint8Array([1])], 'tableau.png'));
    const toasts: string[] = [];
    const stopListening = bus.on('ui:toast', (toast) => void toasts.push(toast.title));
    await renderCheckout();
    await waitFor(() => expect(installationPhotosStore.getState().photos).toEqual({}));
    stopListening();
    expect(toasts).toEqual([
      "La photo n'a pas pu être envoyée : Veuillez sélectionner une image au format JPG, PNG ou WebP",
    ]);
    expect(screen.queryByRole('img', { name: /^Photo du tableau électrique pour/ })).toBeNull();
  });

  it('shows the shared pricing figures and applies a promo code', async () => {
    fillCart();
    await renderCheckout();
    expect((await screen.findByTestId('summary-subtotal')).textContent).toBe(formatPrice(16000));
    expect(screen.getByTestId('summary-tax').textContent).toBe(formatPrice(3200));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code promo' }), 'ev20');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect((await screen.findByTestId('summary-discount')).textContent).toBe(`-${formatPrice(3200)}`);
    expect(screen.getByTestId('summary-total').textContent).toBe(formatPrice(16000));
    screen.getByRole('heading', { name: 'Installation de votre borne' });
  });
});
