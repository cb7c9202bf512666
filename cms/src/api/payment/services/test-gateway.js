'use strict';

const crypto = require('node:crypto');
const messages = require('../../../messages');
const { cmiHash, hasValidHash } = require('./cmi-hash');

/**
 * A field of the card form.
 * @typedef {'number' | 'holder' | 'expiry' | 'cvv'} CardField
 */
/**
 * The card as posted on the card form (a field not posted is missing).
 * @typedef {Partial<Record<CardField, string>>} PostedCard
 */
/**
 * The card form's error messages, by field.
 * @typedef {Partial<Record<CardField, string>>} CardErrors
 */

/** Documented test cards of the local gateway (any future expiry, any 3-digit CVV). */
const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
};

/** @param {string | undefined} value */
const digits = (value) => String(value ?? '').replace(/[\s-]/g, '');

/**
 * Luhn check of a card number (up to 19 digits).
 *
 * @param {string} number
 */
const isLuhnValid = (number) => {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * 'MM/AA' not before the current month.
 *
 * @param {string | undefined} expiry
 * @param {Date} [now]
 */
const expiryProblem = (expiry, now = new Date()) => {
  const match = /^(\d{2})\/(\d{2})$/.exec(String(expiry ?? '').trim());
  if (!match) return messages.cardExpiryInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return messages.cardExpiryInvalid;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? messages.cardExpired : null;
};

/**
 * The card form's errors by field (the spec's card form: number, holder, MM/AA, CVV 3).
 *
 * @param {PostedCard} card
 * @param {Date} [now]
 */
const checkCard = (card, now = new Date()) => {
  /** @type {CardErrors} */
  const errors = {};
  const number = digits(card.number);
  if (number.length > 19 || !isLuhnValid(number)) errors.number = messages.cardNumberInvalid;
  if (!String(card.holder ?? '').trim()) errors.holder = messages.cardHolderRequired;
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3}$/.test(String(card.cvv ?? '').trim())) errors.cvv = messages.cardCvvInvalid;
  return errors;
};

/**
 * The gateway's decision for a valid card: approved for the approved test card, declined otherwise.
 *
 * @param {string | undefined} number
 * @returns {CmiFields}
 */
const authorise = (number) =>
  digits(number) === TEST_CARDS.approved
    ? { ProcReturnCode: '00', Response: 'Approved', AuthCode: String(crypto.randomInt(100000, 999999)) }
    : { ProcReturnCode: '05', Response: 'Declined', AuthCode: '', ErrMsg: 'Transaction refusée' };

/** @param {number} number */
const twoDigits = (number) => String(number).padStart(2, '0');

/**
 * 'YYYYMMDD HH:MM:SS', as CMI dates a transaction.
 *
 * @param {Date} now
 */
const transactionDate = (now) =>
  `${now.getUTCFullYear()}${twoDigits(now.getUTCMonth() + 1)}${twoDigits(now.getUTCDate())} ` +
  `${twoDigits(now.getUTCHours())}:${twoDigits(now.getUTCMinutes())}:${twoDigits(now.getUTCSeconds())}`;

/**
 * The callback as CMI posts it: every field of the request (HASH apart), then the gateway's own
 * (result, transaction, 3-D Secure status, masked card), signed. `result` may set any of them.
 *
 * @param {CmiFields} requestFields
 * @param {CmiFields} result
 * @param {string} storeKey
 * @param {{ now?: Date, card?: string }} [options]
 */
const callbackFields = (
  requestFields,
  result,
  storeKey,
  { now = new Date(), card = TEST_CARDS.approved } = {},
) => {
  const fields = Object.fromEntries(
    Object.entries(requestFields).filter(([name]) => name.toLowerCase() !== 'hash'),
  );
  const number = digits(card);
  Object.assign(
    fields,
    {
      AuthCode: '',
      Response: '',
      HostRefNum: String(crypto.randomInt(1e11, 1e12)),
      ProcReturnCode: '',
      TransId: `T${Date.now().toString(36).toUpperCase()}${crypto.randomInt(1000, 9999)}`,
      ErrMsg: '',
      ReturnOid: requestFields.oid ?? '',
      MaskedPan: `${number.slice(0, 6)}***${number.slice(-4)}`,
      mdStatus: '1',
      'EXTRA.TRXDATE': transactionDate(now),
    },
    result,
  );
  fields.HASH = cmiHash(fields, storeKey);
  return fields;
};

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string | undefined} value */
const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** @param {CmiFields} fields */
const hiddenInputs = (fields) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

/**
 * @param {string} title
 * @param {string} body
 */
const page = (title, body) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f5;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:.3rem}
.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;background:#08623f;color:#fff;border:0;border-radius:.3rem}
.note{font-size:.85rem;color:#444}
</style></head><body><main>${body}</main></body></html>`;

/**
 * The card form of the test gateway, the request's signed fields kept hidden in it.
 *
 * @param {CmiFields} fields
 * @param {{ errors?: CardErrors, values?: PostedCard }} [entered]
 */
const cardForm = (fields, { errors = {}, values = {} } = {}) => {
  /**
   * @param {CardField} name
   * @param {string} label
   * @param {string} attributes
   */
  const input = (name, label, attributes) => {
    const error = errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
    const described = errors[name] ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
    return `<label for="${name}">${label}</label><input id="${name}" name="card_${name}" value="${escapeHtml(values[name])}" ${attributes}${described}>${error}`;
  };
  return page(
    'Paiement sécurisé — passerelle de test',
    `<h1>Paiement sécurisé (passerelle de test CMI)</h1>
<p>Commande <strong>${escapeHtml(fields.oid)}</strong> — montant <strong>${escapeHtml(fields.amount)} MAD</strong></p>
<form method="post" action="/api/payments/test-gateway/pay" novalidate>
${hiddenInputs(fields)}
${input('number', 'Numéro de carte', 'inputmode="numeric" autocomplete="cc-number" maxlength="19" required')}
${input('holder', 'Titulaire de la carte', 'autocomplete="cc-name" required')}
<div class="row"><div>${input('expiry', "Date d'expiration (MM/AA)", 'autocomplete="cc-exp" maxlength="5" placeholder="MM/AA" required')}</div>
<div>${input('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" required')}</div></div>
<button type="submit">Payer ${escapeHtml(fields.amount)} MAD</button>
</form>
<p class="note">Passerelle locale de test : carte acceptée 4111 1111 1111 1111, carte refusée 4000 0000 0000 0002 (date future, CVV à 3 chiffres).</p>`,
  );
};

/**
 * @param {boolean} approved
 * @param {string} target
 * @param {CmiFields} fields
 */
const resultPage = (approved, target, fields) =>
  page(
    approved ? 'Paiement accepté' : 'Paiement refusé',
    `<h1>${approved ? 'Paiement accepté' : 'Paiement refusé'}</h1>
<p>${approved ? 'Votre paiement a été autorisé.' : 'Votre banque a refusé le paiement.'}</p>
<form method="post" action="${escapeHtml(target)}">${hiddenInputs(fields)}
<button type="submit">Retourner sur ChargeMaroc</button></form>`,
  );

const invalidRequestPage = () =>
  page(
    'Requête invalide',
    '<h1>Requête de paiement invalide</h1><p>La signature de la demande ne correspond pas.</p>',
  );

module.exports = {
  TEST_CARDS,
  isLuhnValid,
  expiryProblem,
  checkCard,
  authorise,
  callbackFields,
  cardForm,
  resultPage,
  invalidRequestPage,
  hasValidHash,
};
