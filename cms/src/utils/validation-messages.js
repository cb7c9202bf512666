'use strict';

const messages = require('../messages');

/**
 * The field a check speaks of, in French: 'email' → 'e-mail', 'address.city' → 'ville'.
 *
 * @param {unknown} path
 */
function fieldLabel(path) {
  const name = (String(path).split('.').at(-1) ?? '').replace(/\[\d+\]$/, '');
  return /** @type {Record<string, string>} */ (messages.fieldLabels)[name] ?? name;
}

// The English wordings of the validation library behind Strapi's checks (yup's default locale):
// '<path> <rule>'. Each gives its French message.
/** @type {[RegExp, (...parts: string[]) => string][]} */
const RULES = [
  [/^(\S+) is a required field$/, (path) => messages.fieldRequired(fieldLabel(path))],
  [/^(\S+) must be defined$/, (path) => messages.fieldRequired(fieldLabel(path))],
  [/^(\S+) must be a valid email$/, () => messages.invalidEmail],
  [
    /^(\S+) must be at least (\d+) characters$/,
    (path, min) =>
      fieldLabel(path) === messages.fieldLabels.password
        ? messages.passwordTooShort(min)
        : messages.fieldTooShort(fieldLabel(path), min),
  ],
  [/^(\S+) must be at most (\d+) characters$/, (path, max) => messages.fieldTooLong(fieldLabel(path), max)],
  [/^(\S+) (?:must|field must|is invalid|cannot)\b.*$/, (path) => messages.fieldInvalid(fieldLabel(path))],
];

const SEVERAL_ERRORS = /^\d+ errors occurred$/;

/**
 * One English message of Strapi or its validation library in French; null when it is not one.
 *
 * @param {string} message
 */
function frenchMessage(message) {
  /** @type {Record<string, string>} */
  const stockErrors = messages.stockErrors;
  if (Object.hasOwn(stockErrors, message)) return stockErrors[message];
  for (const [pattern, translate] of RULES) {
    const match = pattern.exec(message);
    if (match) return translate(...match.slice(1));
  }
  return null;
}

/**
 * A formatted error answer in French, in place: its message and those of its details' errors. 'N
 * errors occurred' becomes the first error's message (the form shows each beside its field).
 *
 * @param {{ message?: unknown, details?: { errors?: unknown } }} error
 */
function translateErrorBody(error) {
  /** @type {{ message?: unknown }[]} */
  const details = Array.isArray(error.details?.errors) ? error.details.errors : [];
  for (const detail of details) {
    if (detail && typeof detail.message === 'string')
      detail.message = frenchMessage(detail.message) ?? detail.message;
  }
  if (typeof error.message !== 'string') return;
  if (SEVERAL_ERRORS.test(error.message) && typeof details[0]?.message === 'string') {
    error.message = details[0].message;
    return;
  }
  error.message = frenchMessage(error.message) ?? error.message;
}

module.exports = { frenchMessage, translateErrorBody };
