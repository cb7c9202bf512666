'use strict';

const { installationEstimate } = require('../domain/shared-rules');
const messages = require('../messages');
const { badRequest } = require('./domain-error');
const { readForm, readInteger } = require('./form');
const { text } = require('./validation');

const TEXT_FIELDS = {
  city: { label: 'ville', max: 80 },
  electricalPanelBrand: { label: 'marque du tableau', max: 80 },
};

const CHOICES = {
  meterType: { label: 'type de compteur', values: ['monophase', 'triphase'] },
  panelCondition: { label: 'état du tableau', values: ['bon', 'ancien', 'vetuste'] },
  earthingState: { label: 'mise à la terre', values: ['bon', 'absent', 'defaillant'] },
  differentialSwitch: { label: 'différentiel', values: ['present', 'absent'] },
  cableType: { label: 'type de câblage', values: ['goulotte', 'encastre', 'tranchee', 'autre'] },
};

/**
 * The inputs of shared/src/domain/installation-estimate.ts: `city` and `subscribedPower` checked
 * here, the others (meter, panel, distance…) read by the estimate.
 *
 * @typedef {{ city?: string, subscribedPower?: number | null } & Record<string, unknown>} EstimateInputs
 */

/**
 * '36+' and '12 kVA' are read as 36 and 12; null when absent or unreadable.
 *
 * @param {unknown} value
 */
const readPower = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const number = Number.parseFloat(String(value));
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** @param {Record<string, unknown>} data */
const readChoices = (data) => {
  /** @type {Record<string, string>} */
  const choices = {};
  for (const [field, { label, values }] of Object.entries(CHOICES)) {
    const raw = data[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = text(raw);
    if (!values.includes(value)) throw badRequest(messages.fieldInvalid(label));
    choices[field] = value;
  }
  return choices;
};

/** @param {Record<string, unknown>} object */
const withoutUndefined = (object) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/**
 * The typed inputs of an installation estimate, read from untrusted data: anything that is not
 * a string, a number within its range or a known choice is refused (400) or left to its default.
 *
 * @param {Record<string, unknown>} data
 * @returns {EstimateInputs}
 */
const readEstimateInputs = (data) =>
  withoutUndefined({
    ...readForm(data, TEXT_FIELDS, { requiredMessage: messages.invalidBody }),
    ...readChoices(data),
    subscribedPower: readPower(data.subscribedPower),
    mainBreakerAmperage: readInteger(data.mainBreakerAmperage, {
      min: 1,
      max: 1000,
      label: 'calibre du disjoncteur',
    }),
    availableBreakers: readInteger(data.availableBreakers, { min: 0, max: 50, label: 'emplacements libres' }),
    distance: readInteger(data.distance, { min: 0, max: 1000, label: 'distance' }),
  });

/**
 * The storefront's checks of the estimate form: city and power, then the photo ({type, size} or
 * null) unless it is left undefined, as for an order line, which carries none.
 *
 * @param {EstimateInputs} inputs
 * @param {{ type: string, size: number } | null} [photo]
 */
const checkEstimate = (inputs, photo) => {
  const errors = installationEstimate.validateEstimate(
    { city: inputs.city || '', subscribedPower: inputs.subscribedPower },
    photo ?? null,
  );
  if (photo === undefined) delete errors.photo;
  const firstError = errors.city || errors.subscribedPower || errors.photo;
  if (firstError) throw badRequest(firstError, { errors });
};

/**
 * An order line's installation estimate, computed from its inputs with the shared rule.
 *
 * @param {unknown} raw
 */
const estimateFromInputs = (raw) => {
  const inputs = readEstimateInputs(
    raw && typeof raw === 'object' && !Array.isArray(raw) ? /** @type {Record<string, unknown>} */ (raw) : {},
  );
  checkEstimate(inputs);
  return { inputs, estimate: installationEstimate.estimateInstallation(inputs) };
};

module.exports = { readEstimateInputs, checkEstimate, estimateFromInputs };
