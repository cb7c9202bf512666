/** Moroccan form rules: phone, postal code, regions, checkout and account forms. */
import { formatMessage, coreMessages as messages } from '../messages/core.js';

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
  if (!isBlank(form.phone) && !isValidMoroccanPhone(form.phone)) return messages.checkout.invalidPhone;
  if (form.password !== form.confirmPassword) return messages.auth.passwordsMismatch;
  if (form.password.length < MIN_PASSWORD_LENGTH) return messages.auth.passwordTooShort;
  if (!form.acceptTerms) return messages.auth.acceptTerms;
  return null;
}

export function validateLogin(form: { identifier: string; password: string }): string | null {
  return isBlank(form.identifier) || isBlank(form.password) ? messages.auth.fillAllFields : null;
}

/** The longest values the account keeps (the CMS's user attributes). */
export const PROFILE_MAX_LENGTHS = { firstName: 100, lastName: 100, phone: 30, address: 255 } as const;

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  address?: string | null;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

/** A value longer than the account keeps, said with the limit and the length typed; null otherwise. */
export function tooLongMessage(field: keyof typeof PROFILE_MAX_LENGTHS, value: string | null | undefined) {
  const length = (value ?? '').trim().length;
  const max = PROFILE_MAX_LENGTHS[field];
  return length > max
    ? formatMessage(messages.auth.fieldTooLong, {
        field: messages.auth.profileFieldNames[field],
        max,
        length,
      })
    : null;
}

/**
 * The problem of one value of the profile as the account keeps it (the phone's Moroccan rule when
 * given, the length); null when fine. The CMS checks each change with it too.
 */
export function profileValueProblem(
  field: keyof typeof PROFILE_MAX_LENGTHS,
  value: string | null | undefined,
): string | null {
  if (field === 'phone' && !isBlank(value) && !isValidMoroccanPhone(value))
    return messages.checkout.invalidPhone;
  return tooLongMessage(field, value);
}

/**
 * Errors by field of the profile form; an empty object means it is valid. The phone is optional,
 * but when given it follows the checkout's Moroccan rule (an account's phone is the one checkout uses).
 */
export function validateProfileFields(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if (isBlank(form.firstName)) errors.firstName = messages.checkout.firstNameRequired;
  if (isBlank(form.lastName)) errors.lastName = messages.checkout.lastNameRequired;
  if (isBlank(form.email)) errors.email = messages.checkout.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = messages.checkout.invalidEmail;
  for (const field of Object.keys(PROFILE_MAX_LENGTHS) as (keyof typeof PROFILE_MAX_LENGTHS)[]) {
    const problem = errors[field] ? null : profileValueProblem(field, form[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The first problem of a profile form; null when valid. */
export function validateProfile(form: ProfileForm): string | null {
  if ([form.firstName, form.lastName, form.email].some(isBlank)) return messages.auth.profileRequired;
  return Object.values(validateProfileFields(form))[0] ?? null;
}
