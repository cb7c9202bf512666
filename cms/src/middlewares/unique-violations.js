'use strict';

const messages = require('../messages');
const { DomainError } = require('../utils/domain-error');
const { violatedUniqueIndex } = require('../utils/unique-violation');

const STRAPI_UNIQUE_MESSAGE = 'This attribute must be unique';

/**
 * Strapi's own check of `unique: true` fields (racy, but it may still catch the loser first).
 *
 * @param {{ name?: unknown, message?: unknown, details?: { errors?: { path?: string[] }[] } } | null | undefined} error
 */
const strapiUniqueCheck = (error) => {
  if (error?.name !== 'ValidationError' || error.message !== STRAPI_UNIQUE_MESSAGE) return null;
  const field = error.details?.errors?.[0]?.path?.[0];
  const message =
    field === 'email' || field === 'username'
      ? messages.stockErrors['Email or Username are already taken']
      : messages.valueAlreadyUsed;
  return { status: 400, message };
};

/**
 * A write that lost a race for a unique value answers the rule's French 4xx, never a 500.
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const rule = violatedUniqueIndex(error) ?? strapiUniqueCheck(error);
    if (!rule) throw error;
    throw new DomainError(rule.status, rule.message);
  }
};
