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

/** The fields the shared registration rule's message is about. */
export function registrationFieldsOf(
  values: RegistrationValues,
  message: string,
): readonly RegistrationField[] {
  const text = messages.auth;
  switch (message) {
    case text.fillRequiredFields:
      return requiredFields.filter((field) => values[field].trim() === '');
    case messages.checkout.invalidEmail:
      return ['email'];
    case messages.checkout.invalidPhone:
      return ['phone'];
    case text.passwordsMismatch:
      return ['confirmPassword'];
    case text.passwordTooShort:
      return ['password'];
    case text.acceptTerms:
      return ['acceptTerms'];
    default:
      return [];
  }
}
