import { describe, expect, it } from 'vitest';
import { validateTestDrive } from './forms';

describe('validateTestDrive', () => {
  it('requires name, e-mail and phone with the spec wording', () => {
    expect(validateTestDrive({ name: ' ', email: '', phone: '' })).toEqual({
      name: 'Le nom est requis',
      email: "L'email est requis",
      phone: 'Le téléphone est requis',
    });
  });

  it('checks the e-mail and the Moroccan phone formats', () => {
    expect(validateTestDrive({ name: 'Amal', email: 'amal@', phone: '12345' })).toEqual({
      email: "Format d'email invalide",
      phone: 'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
    });
    expect(
      validateTestDrive({ name: 'Amal', email: 'amal@example.ma', phone: '+212 6 12 34 56 78' }),
    ).toEqual({});
  });

  it('refuses a preferred date in the past', () => {
    const form = { name: 'Amal', email: 'amal@example.ma', phone: '0612345678' };
    expect(validateTestDrive({ ...form, preferredDate: '2026-01-01' }, '2026-11-23')).toEqual({
      preferredDate: 'Veuillez choisir une date à venir',
    });
    expect(validateTestDrive({ ...form, preferredDate: '2026-11-24' }, '2026-11-23')).toEqual({});
  });
});
