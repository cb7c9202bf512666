import { expect, it } from 'vitest';
import { formatMessage, messages, orderStatusLabels } from './fr';
import { coreMessages } from './core';
import { sectionMessages } from './sections';

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

it('writes each message once: the core and the sections share no message', () => {
  const paths = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => paths(inner, `${prefix}${key}.`))
      : [prefix];
  const core = new Set(paths(coreMessages));
  expect(paths(sectionMessages).filter((path) => core.has(path))).toEqual([]);
  expect(paths(messages).length).toBe(core.size + paths(sectionMessages).length);
});
