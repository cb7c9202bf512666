import { describe, expect, it } from 'vitest';
import { deriveCategoryFromPower, expandCategoryFilter, parsePowerKw } from './catalog';
import { addToComparison, MAX_COMPARED } from './comparison';
import {
  FORM_FIELDS,
  fieldsInError,
  validateCallback,
  validateComment,
  validateContact,
  validateNewsletter,
  validateResetRequest,
} from './forms';
import { buildTrackingNumber, canCancelOrder, trackingSteps } from './orders';
import { summarizeRatings, threadCount } from './ratings';
import { stationSpeed, stationStatusFromId } from './stations';

describe('catalogue rules', () => {
  it.each<[number | null, string, string]>([
    [22, 'Borne', 'commercial'],
    [3.7, 'Borne commercial', 'commercial'],
    [11, 'Wallbox', 'wallbox'],
    [7.4, 'Chargeur portable', 'portable'],
    [7.4, 'Borne maison', 'residential'],
    [null, 'Sans puissance', 'wallbox'],
  ])('files %s kW "%s" under %s', (power, name, category) => {
    expect(deriveCategoryFromPower(power, name)).toBe(category);
  });

  it('expands the chargers and cables groups', () => {
    expect(expandCategoryFilter('chargers')).toEqual(['residential', 'commercial', 'wallbox']);
    expect(expandCategoryFilter('cables')).toEqual(['cables', 'adapters', 'extensions', 'accessories']);
    expect(expandCategoryFilter('portable')).toEqual(['portable']);
    expect(expandCategoryFilter('nonsense')).toEqual([]);
  });

  it('reads a power figure from text', () => {
    expect(parsePowerKw("Jusqu'à 7,4 kW")).toBe(7.4);
    expect(parsePowerKw('22kW triphasé')).toBe(22);
    expect(parsePowerKw('inconnue')).toBeNull();
  });
});

describe('comparison', () => {
  it('holds at most three products, each once', () => {
    let items: { id: string }[] = [];
    for (const id of ['a', 'b', 'c']) {
      const result = addToComparison(items, { id });
      expect(result.ok).toBe(true);
      items = result.items;
    }
    expect(addToComparison(items, { id: 'd' })).toEqual({
      ok: false,
      items,
      message: `Vous pouvez comparer au maximum ${MAX_COMPARED} produits`,
    });
    expect(addToComparison([{ id: 'a' }], { id: 'a' })).toMatchObject({
      ok: false,
      message: 'Produit déjà dans la comparaison',
    });
  });
});

describe('form rules', () => {
  it('requires a signed-in author, 10 characters and a rating on product reviews', () => {
    const review = { target: 'product' as const, comment: 'Très bonne borne, installée vite.', rating: 5 };
    expect(validateComment(review, false)).toBe('Vous devez être connecté pour laisser un commentaire.');
    expect(validateComment({ ...review, comment: '  court    ' }, true)).toBe(
      'Le commentaire doit contenir au moins 10 caractères.',
    );
    expect(validateComment({ ...review, rating: 0 }, true)).toBe('Veuillez donner une note pour ce produit.');
    expect(validateComment({ ...review, rating: null, parentId: 'c1' }, true)).toBeNull();
    expect(validateComment({ target: 'article', comment: 'Article très instructif.' }, true)).toBeNull();
  });

  it('checks contact and newsletter forms', () => {
    expect(validateContact({ name: 'A', email: 'a@b.ma', subject: '', message: 'x' })).toBe(
      'Tous les champs obligatoires doivent être remplis',
    );
    expect(validateNewsletter('')).toBe('Email requis');
    expect(validateNewsletter('a@b')).toBe("Format d'email invalide");
  });

  it('asks a reset link for a well-formed e-mail, in French before any request', () => {
    expect(validateResetRequest('  ')).toBe('Email requis');
    expect(validateResetRequest('nope@')).toBe("Format d'email invalide");
    expect(validateResetRequest(' amina@exemple.ma ')).toBeNull();
  });

  it('requires a name and a Moroccan phone number on a callback request', () => {
    expect(validateCallback({ name: 'Salma', phone: ' ' })).toBe('Nom et téléphone requis');
    expect(validateCallback({ name: 'Salma', phone: 'abc<>' })).toBe(
      'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
    );
    expect(validateCallback({ name: 'Salma', phone: '+212 6 11 22 33 44' })).toBeNull();
  });
});

describe('fields in error', () => {
  it('names the fields each refusal is about, in the form’s order', () => {
    expect(fieldsInError({ name: '', phone: ' ' }, FORM_FIELDS.callback)).toEqual(['name', 'phone']);
    expect(fieldsInError({ name: 'Salma', phone: 'abc' }, FORM_FIELDS.callback)).toEqual(['phone']);
    expect(fieldsInError({ name: 'Salma', phone: '0612345678' }, FORM_FIELDS.callback)).toEqual([]);
    expect(
      fieldsInError({ name: 'A', email: 'nope@', subject: 'Devis', message: 'Bonjour' }, FORM_FIELDS.contact),
    ).toEqual(['email']);
    expect(fieldsInError({ name: 'A', email: '', projectType: '' }, FORM_FIELDS.quote)).toEqual([
      'email',
      'projectType',
    ]);
  });

  it('agrees with the rules: a refused form always names a field', () => {
    const callback = { name: 'Salma', phone: '' };
    expect(validateCallback(callback)).not.toBeNull();
    expect(fieldsInError(callback, FORM_FIELDS.callback).length).toBeGreaterThan(0);
  });
});

describe('orders', () => {
  it('refuses to cancel once shipped or delivered', () => {
    expect(canCancelOrder('pending')).toBe(true);
    expect(canCancelOrder('confirmed')).toBe(true);
    expect(canCancelOrder('shipped')).toBe(false);
    expect(canCancelOrder('delivered')).toBe(false);
  });

  it('shows the timeline steps reached', () => {
    const reached = (status: Parameters<typeof trackingSteps>[0]) =>
      trackingSteps(status)
        .filter((step) => step.reached)
        .map((step) => step.step);
    expect(reached('pending')).toEqual(['placed']);
    expect(reached('processing')).toEqual(['placed', 'confirmed']);
    expect(reached('delivered')).toEqual(['placed', 'confirmed', 'shipped', 'delivered']);
  });

  it('builds tracking numbers of 12 digits', () => {
    expect(buildTrackingNumber(() => 0.5)).toBe('MA555555555555');
  });
});

describe('review counts', () => {
  it('counts a product’s reviews without their replies, an article’s comments with theirs', () => {
    const thread = [{ parentId: null }, { parentId: 'a' }, { parentId: null }, { parentId: 'a' }];
    expect(threadCount(thread, 'product')).toBe(2);
    expect(threadCount(thread, 'article')).toBe(4);
  });
});

describe('ratings and stations', () => {
  it('summarises top-level ratings only, to one decimal', () => {
    const summary = summarizeRatings(
      [
        { rating: 5, userId: 1 },
        { rating: 4, userId: 2 },
        { rating: 4, userId: 3 },
        { rating: 2, userId: 4, parentId: 'x' },
        { rating: null, userId: 5 },
      ],
      2,
    );
    expect(summary).toEqual({
      averageRating: 4.3,
      totalRatings: 3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
      userRating: 4,
    });
  });

  it('classifies stations by status id and power', () => {
    expect([50, 75, 100, 150, 0, null].map(stationStatusFromId)).toEqual([
      'available',
      'occupied',
      'maintenance',
      'maintenance',
      'unknown',
      'unknown',
    ]);
    expect([150, 50, 49, 11, 7, null].map(stationSpeed)).toEqual([
      'fast',
      'fast',
      'accelerated',
      'accelerated',
      'normal',
      'normal',
    ]);
  });
});
