/** Rules of the contact, newsletter, callback, quote, comment and password forms. */
import { coreMessages as messages } from '../messages/core.js';
import { isValidEmail, isValidMoroccanPhone, MIN_PASSWORD_LENGTH } from './validation-ma.js';

export const MIN_COMMENT_LENGTH = 10;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

export function validateContact(form: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): string | null {
  if ([form.name, form.email, form.subject, form.message].some(isBlank))
    return messages.forms.contactRequired;
  return isValidEmail(form.email) ? null : messages.forms.invalidEmail;
}

export function validateNewsletter(email: string): string | null {
  if (isBlank(email)) return messages.forms.emailRequired;
  return isValidEmail(email) ? null : messages.forms.invalidEmail;
}

export function validateCallback(form: { name: string; phone: string }): string | null {
  if (isBlank(form.name) || isBlank(form.phone)) return messages.forms.callbackRequired;
  return isValidMoroccanPhone(form.phone) ? null : messages.checkout.invalidPhone;
}

export function validateQuote(form: { name: string; email: string; projectType: string }): string | null {
  if ([form.name, form.email, form.projectType].some(isBlank)) return messages.forms.quoteRequired;
  return isValidEmail(form.email) ? null : messages.forms.invalidEmail;
}

/** What a form's rule checks, field by field: which are required, which hold an e-mail or a phone. */
export interface FieldRules<Name extends string> {
  required: readonly Name[];
  email?: Name;
  phone?: Name;
}

/**
 * The fields a refused form is about, in the form's order, for showing its message beside them: the
 * blank required ones, else the malformed e-mail, else the malformed phone. Empty when it passes.
 */
export function fieldsInError<Name extends string>(
  values: Partial<Record<Name, string>>,
  rules: FieldRules<Name>,
): Name[] {
  const blank = rules.required.filter((name) => isBlank(values[name]));
  if (blank.length > 0) return blank;
  if (rules.email && !isValidEmail(values[rules.email] ?? '')) return [rules.email];
  const phone = rules.phone ? (values[rules.phone] ?? '') : '';
  if (rules.phone && !isBlank(phone) && !isValidMoroccanPhone(phone)) return [rules.phone];
  return [];
}

/** The fields of the spec's forms, as their rules above check them. */
export const FORM_FIELDS = {
  contact: { required: ['name', 'email', 'subject', 'message'], email: 'email' },
  callback: { required: ['name', 'phone'], phone: 'phone' },
  quote: { required: ['name', 'email', 'projectType'], email: 'email' },
} as const satisfies Record<string, FieldRules<string>>;

export interface CommentDraft {
  comment: string;
  /** Required (1 to 5) on a top-level product review, absent on replies and blog comments. */
  rating?: number | null;
  parentId?: string | null;
  target: 'product' | 'article';
}

export function canSubmitComment(text: string): boolean {
  return text.trim().length >= MIN_COMMENT_LENGTH;
}

export function validateComment(draft: CommentDraft, isSignedIn: boolean): string | null {
  if (!isSignedIn) return messages.comments.signInRequired;
  if (!canSubmitComment(draft.comment)) return messages.comments.tooShort;
  const needsRating = draft.target === 'product' && !draft.parentId;
  const rating = draft.rating ?? 0;
  if (needsRating && !(Number.isInteger(rating) && rating >= 1 && rating <= 5))
    return messages.comments.ratingRequired;
  return null;
}

export function validateNewPassword(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? messages.auth.newPasswordTooShort : null;
}

/** A reset link is asked for an e-mail ('Email requis'), well formed (the CMS would refuse it). */
export function validateResetRequest(email: string): string | null {
  if (isBlank(email)) return messages.auth.emailRequired;
  return isValidEmail(email) ? null : messages.forms.invalidEmail;
}

export interface TestDriveForm {
  name: string;
  email: string;
  phone: string;
  /** Optional, 'YYYY-MM-DD', not in the past. */
  preferredDate?: string;
}

export type TestDriveErrors = Partial<Record<'name' | 'email' | 'phone' | 'preferredDate', string>>;

/**
 * A test-drive request: name, e-mail and phone required, e-mail and Moroccan phone formats as at
 * checkout (spec's wording). `today` ('YYYY-MM-DD') refuses a past preferred date.
 */
export function validateTestDrive(form: TestDriveForm, today?: string): TestDriveErrors {
  const errors: TestDriveErrors = {};
  if (isBlank(form.name)) errors.name = messages.checkout.lastNameRequired;
  if (isBlank(form.email)) errors.email = messages.checkout.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = messages.checkout.invalidEmail;
  if (isBlank(form.phone)) errors.phone = messages.checkout.phoneRequired;
  else if (!isValidMoroccanPhone(form.phone)) errors.phone = messages.checkout.invalidPhone;
  const date = form.preferredDate?.trim() ?? '';
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || (today !== undefined && date < today)))
    errors.preferredDate = messages.vehicles.testDriveDateInvalid;
  return errors;
}
