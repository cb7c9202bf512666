/** Moroccan form rules: phone, postal code, regions, checkout and account forms. */
import { messages } from '../messages/fr.js';

export const MIN_PASSWORD_LENGTH = 6;

export const MOROCCAN_REGIONS: readonly string[] = [
  'Casablanca-Settat',
  'Rabat-Salé-Kénitra',
  'Fès-Meknès',
  'Marrakech-Safi',
  'Tanger-Tétouan-Al Hoceïma',
  'Souss-Massa',
  'Drâa-Tafilalet',
  'Beni Mellal-Khénifra',
  'Oriental',
  'Laâyoune-Sakia El Hamra',
  'Guelmim-Oued Noun',
  'Dakhla-Oued Ed-Dahab',
];

/** +212 or 0, then 5, 6 or 7, then eight digits; spaces are ignored. */
export function isValidMoroccanPhone(phone: string | null | undefined): boolean {
  return /^(?:\+212|0)[5-7]\d{8}$/.test((phone ?? '').replace(/\s+/g, ''));
}

/** Optional: empty is valid, otherwise exactly five digits. */
export function isValidPostalCode(postalCode: string | null | undefined): boolean {
  const value = (postalCode ?? '').trim();
  return value === '' || /^\d{5}$/.test(value);
}

export function isValidEmail(email: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((email ?? '').trim());
}

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  region: string;
  postalCode?: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm, string>>;

/** Errors by field; an empty object means the form is valid. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const text = messages.checkout;
  const errors: CheckoutErrors = {};
  if (isBlank(form.firstName)) errors.firstName = text.firstNameRequired;
  if (isBlank(form.lastName)) errors.lastName = text.lastNameRequired;
  if (isBlank(form.email)) errors.email = text.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = text.invalidEmail;
  if (isBlank(form.phone)) errors.phone = text.phoneRequired;
  else if (!isValidMoroccanPhone(form.phone)) errors.phone = text.invalidPhone;
  if (isBlank(form.address)) errors.address = text.addressRequired;
  if (isBlank(form.city)) errors.city = text.cityRequired;
  if (isBlank(form.region)) errors.region = text.regionRequired;
  if (!isValidPostalCode(form.postalCode)) errors.postalCode = text.invalidPostalCode;
  return errors;
}

export interface RegistrationForm {
  prenom: string;
  nom: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  phone?: string;
  address?: string;
}

/** The first problem of a registration form, in the order the spec checks them; null when valid. */
export function validateRegistration(form: RegistrationForm): string | null {
  if ([form.prenom, form.nom, form.email, form.password].some(isBlank))
    return messages.auth.fillRequiredFields;
  if (!isValidEmail(form.email)) return messages.checkout.invalidEmail;
  if (form.password !== form.confirmPassword) return messages.auth.passwordsMismatch;
  if (form.password.length < MIN_PASSWORD_LENGTH) return messages.auth.passwordTooShort;
  if (!form.acceptTerms) return messages.auth.acceptTerms;
  return null;
}

export function validateLogin(form: { identifier: string; password: string }): string | null {
  return isBlank(form.identifier) || isBlank(form.password) ? messages.auth.fillAllFields : null;
}

export function validateProfile(form: { firstName: string; lastName: string; email: string }): string | null {
  if ([form.firstName, form.lastName, form.email].some(isBlank)) return messages.auth.profileRequired;
  return isValidEmail(form.email) ? null : messages.checkout.invalidEmail;
}
