'use strict';

const { forms } = require('../domain/shared-rules');
const messages = require('../messages');
const { badRequest } = require('./domain-error');
const { text } = require('./validation');

/**
 * Reads the fields a form declares from a request's data: strings trimmed, over-long values
 * refused, e-mails checked. `requiredMessage` is the form's French message for a missing field.
 *
 * @param {Record<string, unknown>} data
 * @param {Record<string, { label: string, max: number, required?: boolean, email?: boolean }>} spec
 * @param {{ requiredMessage: string }} options
 */
const readForm = (data, spec, { requiredMessage }) => {
  /** @type {Record<string, string>} */
  const values = {};
  for (const [field, rule] of Object.entries(spec)) {
    const value = text(data[field]);
    if (!value) {
      if (rule.required) throw badRequest(requiredMessage);
      continue;
    }
    if (value.length > rule.max) throw badRequest(messages.fieldTooLong(rule.label, rule.max));
    const emailProblem = rule.email ? forms.validateNewsletter(value) : null;
    if (emailProblem) throw badRequest(emailProblem);
    values[field] = rule.email ? value.toLowerCase() : value;
  }
  return values;
};

/**
 * A whole number within [min, max], or undefined when absent; anything else is refused.
 *
 * @param {unknown} value
 * @param {{ min: number, max: number, label: string }} range
 */
const readInteger = (value, { min, max, label }) => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw badRequest(messages.fieldInvalid(label));
  }
  return number;
};

module.exports = { readForm, readInteger };
