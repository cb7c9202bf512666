'use strict';

const crypto = require('node:crypto');
const { amountText } = require('../../order/services/order-mail');
const { callbackValue, hasValidHash } = require('./cmi-hash');

const MAD = '504';
/** A signed form is good for this long: a callback for an older one is refused. */
const FORM_LIFETIME_MS = 30 * 60 * 1000;
/** mdStatus values of a completed 3-D Secure step (1 authenticated, 2-4 attempted). */
const SECURE_STEP_DONE = new Set(['1', '2', '3', '4']);

/** A fresh `rnd` for one checkout form of one order, kept on the order until its callback. */
const newRnd = () => crypto.randomBytes(10).toString('hex');

/**
 * The fields of CMI's redirect form for `order` (HASH apart), with the `rnd` issued for it.
 *
 * @param {Pick<CardPaymentOrder, 'orderId' | 'total' | 'customerInfo' | 'shippingAddress'>} order
 * @param {Pick<CmiGatewayConfig, 'clientId' | 'urls'>} config
 * @param {string} rnd
 * @returns {CmiFields}
 */
const formFields = (order, config, rnd) => {
  const customer = order.customerInfo || {};
  const address = order.shippingAddress || {};
  return {
    clientid: config.clientId,
    storetype: '3D_PAY_HOSTING',
    trantype: 'PreAuth',
    amount: amountText(order.total),
    currency: MAD,
    oid: order.orderId,
    okUrl: config.urls.okUrl,
    failUrl: config.urls.failUrl,
    callbackUrl: config.urls.callbackUrl,
    shopurl: config.urls.shopurl,
    lang: 'fr',
    rnd,
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
    email: String(customer.email || ''),
    BillToName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    BillToStreet1: String(address.address || '').slice(0, 255),
    BillToCity: String(address.city || ''),
    BillToPostalCode: String(address.postalCode || ''),
    BillToCountry: MAD,
    tel: String(customer.phone || ''),
  };
};

const FORM_FIELD_NAMES = Object.keys(
  formFields(
    { orderId: '', total: 0 },
    { clientId: '', urls: { okUrl: '', failUrl: '', callbackUrl: '', shopurl: '' } },
    '',
  ),
);

/**
 * @param {CmiFields} fields
 * @param {string} name
 */
const findName = (fields, name) =>
  Object.keys(fields).find((key) => key.toLowerCase() === name.toLowerCase());

/**
 * A posted field, whatever its case ('oid', 'OID'…), as CMI hashed it; '' when absent.
 *
 * @param {CmiFields} fields
 * @param {string} name
 */
const field = (fields, name) => {
  const key = findName(fields, name);
  return key === undefined ? '' : callbackValue(fields[key]);
};

/**
 * A request to the gateway names exactly the form's fields (and its HASH), each once.
 *
 * @param {CmiFields} fields
 */
const isFormRequest = (fields) => {
  const names = Object.keys(fields).map((name) => name.toLowerCase());
  const expected = [...FORM_FIELD_NAMES, 'HASH'].map((name) => name.toLowerCase());
  return names.length === expected.length && expected.every((name) => names.includes(name));
};

/**
 * What a callback says, or null when it is not one the gateway could have sent: signed with the
 * store key, carrying every field of the form and the gateway's own, for the configured merchant.
 *
 * The ver3 hash covers values, not names, and the same key signs our forms: a form's values posted
 * back under other names would pass the hash alone. Every callback here carries all the form's
 * names plus ProcReturnCode and mdStatus, so it hashes more values than any form the shop signs,
 * and values are split unambiguously (| is escaped): no signed form can be replayed as a callback.
 *
 * @param {CmiFields} fields
 * @param {CmiConfig} config
 * @returns {CmiCallback | null}
 */
const readCallback = (fields, config) => {
  if (!fields || typeof fields !== 'object' || !config.storeKey) return null;
  const required = [...FORM_FIELD_NAMES, 'ProcReturnCode', 'mdStatus'];
  if (required.some((name) => findName(fields, name) === undefined)) return null;
  if (!hasValidHash(fields, config.storeKey)) return null;
  if (field(fields, 'clientid') !== config.clientId) return null;
  const transactionId = field(fields, 'TransId');
  const authCode = field(fields, 'AuthCode');
  const approved =
    field(fields, 'ProcReturnCode') === '00' &&
    field(fields, 'Response') !== 'Declined' &&
    SECURE_STEP_DONE.has(field(fields, 'mdStatus'));
  // An approval always names its transaction and authorisation.
  if (approved && (!transactionId || !authCode)) return null;
  return {
    oid: field(fields, 'oid'),
    amount: field(fields, 'amount'),
    currency: field(fields, 'currency'),
    rnd: field(fields, 'rnd'),
    approved,
    code: field(fields, 'ProcReturnCode') || null,
    transactionId: transactionId || null,
    authCode: authCode || null,
  };
};

/**
 * Why a callback does not belong to `order` (the form issued for it), or null when it does.
 *
 * @param {CmiCallback} posted
 * @param {CardPaymentOrder} order
 */
const mismatchWith = (posted, order) => {
  if (order.paymentMethod !== 'cmi') return 'not a card order';
  const amount = Number.parseFloat(posted.amount.replace(',', '.'));
  if (!Number.isFinite(amount) || amountText(amount) !== amountText(order.total)) return 'amount';
  if (posted.currency !== MAD) return 'currency';
  const issued = order.payment?.checkout;
  if (!issued?.rnd || posted.rnd !== issued.rnd) return 'rnd';
  return null;
};

/**
 * The form issued for `order` is older than its lifetime.
 *
 * @param {CardPaymentOrder} order
 * @param {Date} now
 */
const formExpired = (order, now) => {
  const issuedAt = Date.parse(order.payment?.checkout?.issuedAt ?? '');
  return !Number.isFinite(issuedAt) || now.getTime() - issuedAt > FORM_LIFETIME_MS;
};

module.exports = {
  MAD,
  FORM_LIFETIME_MS,
  FORM_FIELD_NAMES,
  newRnd,
  formFields,
  field,
  isFormRequest,
  readCallback,
  mismatchWith,
  formExpired,
};
