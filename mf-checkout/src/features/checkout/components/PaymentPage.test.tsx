import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { formatPrice } from '@chargemaroc/shared/format';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { renderRoutes } from '@chargemaroc/shared/testing/render';
import { EMPTY_CHECKOUT } from '../model/checkout-form';
import {
  readConfirmation,
  readPendingOrder,
  saveDraft,
  savePendingOrder,
  type PendingOrder,
} from '../model/checkout-storage';
import { PaymentPage } from './PaymentPage';

const userEvent = userEventLib.setup({ delay: null });

const values = {
  ...EMPTY_CHECKOUT,
  firstName: 'Salma',
  lastName: 'Bennani',
  email: 'salma@exemple.ma',
  phone: '0612345678',
  address: '12 rue Ibn Battouta',
  city: 'Dakhla',
  region: 'Dakhla-Oued Ed-Dahab',
};

const photo = { id: 'k2xq8w0c9v1b3n5m7l4j6h8g', url: '/uploads/disjoncteur_a1.png', thumbnailUrl: '' };

function handOver(paymentMethod: 'cash' | 'cmi' = 'cash', photos: PendingOrder['photos'] = {}) {
  cartStore
    .getState()
    .addItem({ id: 'doc-1', name: 'Wallbox Pulsar', price: 8000, category: 'wallbox', stock: 20 }, 1);
  const { items, couponCode } = cartStore.getState();
  saveDraft(values);
  savePendingOrder({
    values: { ...values, paymentMethod },
    items,
    photos,
    couponCode,
    shippingMethod: 'standard',
    idempotencyKey: 'chk-0123456789abcdef',
  });
}

const storedOrder = {
  id: 4,
  documentId: 'o4',
  orderId: 'CM-20261123-ABCDEF',
  status: 'pending',
  paymentMethod: 'cash',
  paymentStatus: 'pending',
  total: 9700,
  items: [],
};

const renderPayment = (route = '/payment') =>
  renderRoutes(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '/checkout', element: <p>Formulaire</p> },
      { path: '/commandes', element: <p>Mes commandes</p> },
    ],
    route,
  );

let api: ReturnType<typeof answerApi> | null = null;
beforeEach(() => cartStore.getState().clear());

describe('PaymentPage', { timeout: 20_000 }, () => {
  it('without order data says so with a way back to the checkout', async () => {
    await renderPayment();
    await screen.findByRole('heading', { name: 'Données de commande manquantes' });
    expect(screen.getByRole('link', { name: 'Retour au formulaire' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows the four steps and the delivery date one day later for Dakhla', async () => {
    handOver();
    await renderPayment();
    await screen.findByRole('navigation', { name: 'Étapes du paiement' });
    expect(screen.getByTestId('payment-step-shipping').getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('payment-step-confirmed').textContent).toContain('Confirmé');
    const express = screen.getByTestId('delivery-date-express').textContent ?? '';
    const expected = new Date();
    expected.setUTCDate(expected.getUTCDate() + 4); // 3 days + 1 for Dakhla-Oued Ed-Dahab
    expect(express).toContain(String(expected.getUTCFullYear()));
  });

  it('places a cash order once (idempotency key, no amounts) and confirms it, clearing the cart', async () => {
    handOver();
    api = answerApi((request) =>
      request.method === 'POST' && request.path === '/orders'
        ? { status: 201, body: { data: storedOrder } }
        : undefined,
    );
    await renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: /Livraison Express/ }));
    expect(readPendingOrder()?.shippingMethod).toBe('express');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    const confirm = await screen.findByRole('button', { name: 'Confirmer la commande' });
    await userEvent.dblClick(confirm);
    await screen.findByTestId('confirmation-order-id');
    expect(screen.getByTestId('confirmation-order-id').textContent).toContain('CM-20261123-ABCDEF');
    expect(screen.getByTestId('confirmation-total').textContent).toContain(formatPrice(9700));
    screen.getByText('Commande confirmée! Vous paierez à la livraison.');
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toBe('chk-0123456789abcdef');
    const data = (posts[0]!.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      paymentMethod: 'cash',
      shippingMethod: 'express',
      items: [{ productId: 'doc-1', quantity: 1 }],
    });
    expect(JSON.stringify(data)).not.toMatch(/total|status|"price"/);
    expect(cartStore.getState().items).toHaveLength(0);
    expect(readPendingOrder()).toBeNull();
    expect(readConfirmation()?.orderId).toBe('CM-20261123-ABCDEF');
    expect(screen.getByRole('link', { name: 'Voir mes commandes' }).getAttribute('href')).toBe('/commandes');
  });

  it("sends each line's installation photo by its reference and shows it in the summary", async () => {
    handOver('cash', { 'doc-1': photo, 'doc-gone': { ...photo, id: 'autre0000000000000000000' } });
    const pending = readPendingOrder()!;
    savePendingOrder({
      ...pending,
      items: pending.items.map((item) => ({
        ...item,
        installationService: {
          ...item.installationService,
          wanted: true,
          cost: 1900,
          inputs: { city: 'Rabat' },
        },
      })),
    });
    api = answerApi((request) =>
      request.method === 'POST' && request.path === '/orders'
        ? { status: 201, body: { data: storedOrder } }
        : undefined,
    );
    await renderPayment();
    const shown = await screen.findByRole('img', { name: 'Photo du tableau électrique pour Wallbox Pulsar' });
    expect(shown.getAttribute('src')).toBe(photo.url);
    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    await screen.findByTestId('confirmation-order-id');
    const post = api.requests.find((request) => request.method === 'POST')!;
    expect((post.body as { data: { items: unknown[] } }).data.items).toEqual([
      {
        productId: 'doc-1',
        quantity: 1,
        installation: { wanted: true, inputs: { city: 'Rabat' }, photoId: photo.id },
      },
    ]);
  });

  it('on a CMS error goes back to the payment step with the spec message and keeps the cart', async () => {
    handOver();
    api = answerApi(() => ({ status: 500, body: null }));
    await renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erreur lors du paiement. Veuillez réessayer.',
    );
    screen.getByRole('button', { name: 'Confirmer la commande' });
    expect(cartStore.getState().items).toHaveLength(1);
    expect(readPendingOrder()).not.toBeNull();
  });

  it('by card, asks the CMS for the signed gateway form after placing the order', async () => {
    handOver('cmi');
    const submitted: HTMLFormElement[] = [];
    HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
      submitted.push(this);
    };
    api = answerApi((request) => {
      if (request.path === '/orders')
        return { status: 201, body: { data: { ...storedOrder, paymentMethod: 'cmi' } } };
      if (request.path === '/payments/cmi/checkout')
        return {
          status: 200,
          body: {
            data: { action: 'https://gateway.test/pay', fields: { oid: 'CM-20261123-ABCDEF', HASH: 'abc' } },
          },
        };
      return undefined;
    });
    await renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Payer par carte' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.action).toBe('https://gateway.test/pay');
    expect((submitted[0]!.elements.namedItem('HASH') as HTMLInputElement).value).toBe('abc');
    expect(
      (api.requests.find((request) => request.path === '/payments/cmi/checkout')?.body as { data: unknown })
        .data,
    ).toEqual({
      orderId: 'CM-20261123-ABCDEF',
    });
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it("by card through the demo's test gateway, says 'mode test' before paying", async () => {
    handOver('cmi');
    api = answerApi((request) =>
      request.path === '/payments/cmi/mode' ? { status: 200, body: { data: { mode: 'test' } } } : undefined,
    );
    await renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    expect((await screen.findByTestId('payment-test-mode')).textContent).toContain(
      'Mode test : la passerelle de paiement est simulée, aucune carte n’est débitée.',
    );
    screen.getByRole('button', { name: 'Payer par carte' });
  });

  it('without a card gateway, says card payment is unavailable and leads back to the checkout', async () => {
    handOver('cmi');
    api = answerApi((request) =>
      request.path === '/payments/cmi/mode' ? { status: 200, body: { data: { mode: 'off' } } } : undefined,
    );
    await renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    expect((await screen.findByTestId('payment-card-unavailable')).textContent).toContain(
      'Le paiement par carte n’est pas disponible pour le moment. Vous pouvez payer à la livraison.',
    );
    expect(screen.queryByRole('button', { name: 'Payer par carte' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour au formulaire' }).getAttribute('href')).toBe('/checkout');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('paying in cash never asks how cards are taken', async () => {
    handOver('cash');
    api = answerApi(() => undefined);
    await renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    await screen.findByRole('button', { name: 'Confirmer la commande' });
    expect(screen.queryByTestId('payment-test-mode')).toBeNull();
    expect(api.requests.some((request) => request.path === '/payments/cmi/mode')).toBe(false);
  });

  it('back from the gateway, confirms only what the CMS says is paid', async () => {
    handOver('cmi');
    api = answerApi((request) =>
      request.path === '/orders/CM-20261123-ABCDEF'
        ? {
            status: 200,
            body: {
              data: {
                ...storedOrder,
                paymentMethod: 'cmi',
                status: 'confirmed',
                paymentStatus: 'paid',
                payment: { transactionId: 'T123' },
              },
            },
          }
        : undefined,
    );
    await renderPayment('/payment?commande=CM-20261123-ABCDEF&paiement=ok');
    await screen.findByText('Paiement réussi! Votre commande a été confirmée.', {}, { timeout: 5000 });
    expect(screen.getByTestId('confirmation-transaction').textContent).toContain('T123');
    expect(cartStore.getState().items).toHaveLength(0);
  });

  it('back from the gateway with a refusal, returns to the payment step with the error', async () => {
    handOver('cmi');
    api = answerApi((request) =>
      request.path === '/orders/CM-20261123-ABCDEF'
        ? { status: 200, body: { data: { ...storedOrder, paymentMethod: 'cmi' } } }
        : undefined,
    );
    await renderPayment('/payment?commande=CM-20261123-ABCDEF&paiement=echec');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erreur lors du paiement. Veuillez réessayer.',
    );
    screen.getByRole('button', { name: 'Payer par carte' });
    expect(cartStore.getState().items).toHaveLength(1);
  });
});
