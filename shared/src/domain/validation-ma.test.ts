import { describe, expect, it } from 'vitest';
import {
  MOROCCAN_REGIONS,
  isValidEmail,
  isValidMoroccanPhone,
  isValidPostalCode,
  validateCheckout,
  validateLogin,
  validateProfile,
  validateProfileFields,
  validateRegistration,
  type CheckoutForm,
  type RegistrationForm,
} from './validation-ma';

describe('isValidMoroccanPhone', () => {
  it.each(['+212 6 12 34 56 78', '+212612345678', '0612345678', '05 22 12 34 56', '0712345678'])(
    'accepts %s',
    (phone) => {
      expect(isValidMoroccanPhone(phone)).toBe(true);
    },
  );

  it.each([
    '0812345678',
    '+212 8 12 34 56 78',
    '061234567',
    '06123456789',
    '212612345678',
    '+33612345678',
    '',
  ])('refuses %s', (phone) => {
    expect(isValidMoroccanPhone(phone)).toBe(false);
  });
});

describe('isValidPostalCode', () => {
  it('accepts an empty value or five digits only', () => {
    expect(isValidPostalCode('')).toBe(true);
    expect(isValidPostalCode(undefined)).toBe(true);
    expect(isValidPostalCode('20250')).toBe(true);
    expect(isValidPostalCode('2025')).toBe(false);
    expect(isValidPostalCode('20 250')).toBe(false);
    expect(isValidPostalCode('2025a')).toBe(false);
  });
});

it('checks e-mail addresses loosely', () => {
  expect(isValidEmail('amina@exemple.ma')).toBe(true);
  expect(isValidEmail('amina@exemple')).toBe(false);
  expect(isValidEmail('amina exemple.ma')).toBe(false);
});

it('lists the twelve regions of Morocco', () => {
  expect(MOROCCAN_REGIONS).toHaveLength(12);
  expect(MOROCCAN_REGIONS).toContain('Dakhla-Oued Ed-Dahab');
});

describe('validateCheckout', () => {
  const valid: CheckoutForm = {
    firstName: 'Amina',
    lastName: 'El Idrissi',
    email: 'amina@exemple.ma',
    phone: '+212 6 12 34 56 78',
    address: '12 rue Ibn Battouta',
    city: 'Casablanca',
    region: 'Casablanca-Settat',
    postalCode: '',
  };

  it('has no error for a complete form', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('names every missing field in French', () => {
    expect(
      validateCheckout({
        firstName: '',
        lastName: ' ',
        email: '',
        phone: '',
        address: '',
        city: '',
        region: '',
      }),
    ).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: "L'email est requis",
      phone: 'Le téléphone est requis',
      address: "L'adresse est requise",
      city: 'La ville est requise',
      region: 'La région est requise',
    });
  });

  it('explains badly formed e-mail, phone and postal code', () => {
    expect(validateCheckout({ ...valid, email: 'amina@', phone: '0812345678', postalCode: '123' })).toEqual({
      email: "Format d'email invalide",
      phone: 'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
      postalCode: 'Code postal invalide (5 chiffres)',
    });
  });
});

describe('validateRegistration', () => {
  const valid: RegistrationForm = {
    prenom: 'Youssef',
    nom: 'Benali',
    email: 'youssef@exemple.ma',
    password: 'secret1',
    confirmPassword: 'secret1',
    acceptTerms: true,
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it('gives the first problem in the spec order', () => {
    expect(validateRegistration({ ...valid, nom: '', password: '1' })).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(validateRegistration({ ...valid, confirmPassword: 'other', acceptTerms: false })).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(validateRegistration({ ...valid, acceptTerms: false })).toBe(
      "Veuillez accepter les conditions d'utilisation",
    );
  });

  it("checks a phone given at registration with checkout's Moroccan rule", () => {
    expect(validateRegistration({ ...valid, phone: 'abc' })).toBe(
      'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
    );
    expect(validateRegistration({ ...valid, phone: '06 12 34 56 78' })).toBeNull();
  });
});

describe('validateProfileFields', () => {
  const valid = { firstName: 'Salma', lastName: 'Bennani', email: 'salma@exemple.ma' };

  it("takes an empty phone, refuses one checkout would refuse, as checkout's message", () => {
    expect(validateProfileFields({ ...valid, phone: '' })).toEqual({});
    expect(validateProfileFields({ ...valid, phone: '+212 6 12 34 56 78' })).toEqual({});
    expect(validateProfileFields({ ...valid, phone: 'abc' })).toEqual({
      phone: 'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
    });
    expect(validateProfile({ ...valid, phone: '0412345678' })).toBe(
      'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
    );
  });

  it('says why a too long value is refused: the limit and the length typed', () => {
    expect(validateProfileFields({ ...valid, address: 'x'.repeat(256) })).toEqual({
      address: 'Adresse : 255 caractères au plus (256 saisis)',
    });
    expect(validateProfileFields({ ...valid, address: 'x'.repeat(255) })).toEqual({});
    expect(validateProfileFields({ ...valid, firstName: '', lastName: 'y'.repeat(101) })).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Nom : 100 caractères au plus (101 saisis)',
    });
  });
});

it('requires both login fields', () => {
  expect(validateLogin({ identifier: 'a@b.ma', password: '' })).toBe('Veuillez remplir tous les champs');
  expect(validateLogin({ identifier: 'a@b.ma', password: 'x' })).toBeNull();
});
