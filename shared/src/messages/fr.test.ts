import { expect, it } from 'vitest';
import { formatMessage, messages, orderStatusLabels } from './fr';

it('fills named placeholders and leaves unknown ones', () => {
  expect(formatMessage(messages.cart.itemAdded, { name: 'Wallbox Pulsar' })).toBe(
    'Wallbox Pulsar ajouté au panier !',
  );
  expect(formatMessage(messages.promo.applied, { code: 'EV20' })).toBe('Code promo EV20 appliqué');
  expect(formatMessage('{a} et {b}', { a: 1 })).toBe('1 et {b}');
});

it('labels every order status', () => {
  expect(orderStatusLabels).toEqual({
    pending: 'En attente',
    confirmed: 'Confirmée',
    processing: 'En préparation',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    returned: 'Retournée',
  });
});
