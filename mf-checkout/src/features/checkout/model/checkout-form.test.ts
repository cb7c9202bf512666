import { describe, expect, it } from 'vitest';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { messages } from '@chargemaroc/shared/messages';
import {
  buildOrderInput,
  checkCheckout,
  EMPTY_CHECKOUT,
  readValues,
  type CheckoutValues,
} from './checkout-form';
import { deliveryOptions } from './delivery';
import { needsInstallationSuggestion } from './installation';

const valid: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  firstName: 'Salma',
  lastName: 'Bennani',
  email: 'salma@exemple.ma',
  phone: '+212 6 12 34 56 78',
  address: '12 rue Ibn Battouta',
  city: 'Casablanca',
  region: 'Casablanca-Settat',
};

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'doc-1',
  name: 'Wallbox Pulsar',
  price: 8000,
  originalPrice: null,
  image: null,
  category: 'wallbox',
  brand: 'Wallbox',
  quantity: 2,
  maxQuantity: 10,
  installationService: { wanted: false, cost: 0, discount: 0.05 },
  ...overrides,
});

describe('checkCheckout', () => {
  it('gives every required-field message of the spec and the form-level message', () => {
    const { errors, summary } = checkCheckout(EMPTY_CHECKOUT, 1);
    expect(errors).toEqual({
      firstName: messages.checkout.firstNameRequired,
      lastName: messages.checkout.lastNameRequired,
      email: messages.checkout.emailRequired,
      phone: messages.checkout.phoneRequired,
      address: messages.checkout.addressRequired,
      city: messages.checkout.cityRequired,
      region: messages.checkout.regionRequired,
    });
    expect(summary).toBe('Veuillez corriger les erreurs dans le formulaire');
  });

  it('checks e-mail format, the Moroccan phone and an optional 5-digit postal code', () => {
    const { errors } = checkCheckout(
      { ...valid, email: 'salma@', phone: '+212 4 12 34 56 78', postalCode: '2000' },
      1,
    );
    expect(errors.email).toBe("Format d'email invalide");
    expect(errors.phone).toBe('Format de téléphone invalide (ex: +212 6 XX XX XX XX)');
    expect(errors.postalCode).toBe('Code postal invalide (5 chiffres)');
    expect(checkCheckout({ ...valid, phone: '06 12 34 56 78', postalCode: '' }, 1)).toEqual({
      errors: {},
      summary: null,
    });
    expect(checkCheckout({ ...valid, postalCode: '20000' }, 1).summary).toBeNull();
  });

  it('refuses an empty cart with its own message', () => {
    expect(checkCheckout(valid, 0).summary).toBe('Votre panier est vide');
  });
});

describe('buildOrderInput', () => {
  it('sends choices and installation answers, never an amount or a status', () => {
    const items = [
      line({
        installationService: {
          wanted: true,
          cost: 1900,
          discount: 0.05,
          inputs: { city: 'Marrakech', subscribedPower: 9, distance: 15 },
        },
      }),
      line({ id: 'doc-2', quantity: 1 }),
      line({ id: 'doc-3', price: null }),
    ];
    const input = buildOrderInput(
      { ...valid, paymentMethod: 'cmi', notes: ' Sonner ' },
      { items, couponCode: 'EV20' },
      'express',
    );
    expect(input.items).toEqual([
      {
        productId: 'doc-1',
        quantity: 2,
        installation: { wanted: true, inputs: { city: 'Marrakech', subscribedPower: 9, distance: 15 } },
      },
      { productId: 'doc-2', quantity: 1 },
    ]);
    expect(input).toMatchObject({ couponCode: 'EV20', shippingMethod: 'express', paymentMethod: 'cmi' });
    expect(input.shippingAddress.country).toBe('Maroc');
    expect(input.deliveryInfo).toEqual({ notes: 'Sonner', preferredTime: 'none' });
    expect(JSON.stringify(input)).not.toMatch(/total|status|price|cost/i);
  });
});

describe('readValues', () => {
  it('keeps known string fields and falls back on unknown choices', () => {
    const values = readValues({
      firstName: 'A',
      paymentMethod: 'bitcoin',
      preferredTime: 'night',
      extra: 'x',
      city: 3,
    });
    expect(values).toMatchObject({ firstName: 'A', paymentMethod: 'cash', preferredTime: 'none', city: '' });
    expect(values).not.toHaveProperty('extra');
    expect(readValues('nope')).toBeNull();
  });
});

describe('deliveryOptions', () => {
  const from = new Date('2026-03-02T10:00:00Z');
  const dayOf = (options: ReturnType<typeof deliveryOptions>, id: string) =>
    options
      .find((option) => option.id === id)!
      .date.toISOString()
      .slice(0, 10);

  it('adds one day for Dakhla-Oued Ed-Dahab and Laâyoune-Sakia El Hamra', () => {
    const near = deliveryOptions(1000, 'Casablanca-Settat', from);
    const far = deliveryOptions(1000, 'Dakhla-Oued Ed-Dahab', from);
    const south = deliveryOptions(1000, 'Laâyoune-Sakia El Hamra', from);
    expect(dayOf(near, 'express')).toBe('2026-03-05');
    expect(dayOf(far, 'express')).toBe('2026-03-06');
    expect(dayOf(south, 'standard')).toBe('2026-03-10');
    expect(dayOf(near, 'standard')).toBe('2026-03-09');
  });

  it('prices each method with the shared rule (standard free from 500 MAD)', () => {
    expect(deliveryOptions(1000, 'Oriental', from).map((option) => [option.id, option.cost])).toEqual([
      ['standard', 0],
      ['express', 100],
      ['pickup', 0],
    ]);
    expect(deliveryOptions(200, 'Oriental', from)[0]!.cost).toBe(50);
  });
});

describe('needsInstallationSuggestion', () => {
  it('matches chargers, stations, wallbox, borne and chargeur categories', () => {
    for (const category of ['wallbox', 'Bornes de recharge', 'chargeur-portable', 'station', 'charger'])
      expect(needsInstallationSuggestion({ category })).toBe(true);
    expect(needsInstallationSuggestion({ category: 'cable' })).toBe(false);
  });
});
