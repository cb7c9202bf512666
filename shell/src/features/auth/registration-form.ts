import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import type { RegistrationForm } from '@chargemaroc/shared/domain/validation-ma';

export type RegistrationValues = Required<RegistrationForm>;
export type RegistrationField = keyof RegistrationValues;

export const emptyRegistration: RegistrationValues = {
  prenom: '',
  nom: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const requiredFields = ['prenom', 'nom', 'email', 'password'] as const;

/** The fields to outline in red for the message the shared validation returned. */
export function fieldsInError(
  values: RegistrationValues,
  message: string | null,
): ReadonlySet<RegistrationField> {
  const text = messages.auth;
  switch (message) {
    case null:
      return new Set();
    case text.fillRequiredFields:
      return new Set(requiredFields.filter((field) => values[field].trim() === ''));
    case messages.checkout.invalidEmail:
      return new Set(['email']);
    case text.passwordsMismatch:
      return new Set(['confirmPassword']);
    case text.passwordTooShort:
      return new Set(['password']);
    case text.acceptTerms:
      return new Set(['acceptTerms']);
    default:
      return new Set();
  }
}
