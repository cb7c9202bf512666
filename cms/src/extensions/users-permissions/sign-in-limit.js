'use strict';

const { objectOrEmpty } = require('../../utils/object-or-empty');
const { check, consume } = require('../../lib/rate-limit');
const messages = require('../../messages');
const { DomainError } = require('../../utils/domain-error');
const { limitFromEnv } = require('../../utils/throttle');
const { text } = require('../../utils/validation');

const USER_UID = 'plugin::users-permissions.user';
const WINDOW_SECONDS = 15 * 60;

/** Failed sign-ins allowed per 15 minutes: per account, and per address whatever the accounts. */
const BUDGETS = [
  { bucket: 'sign-in-failures', variable: 'AUTH_ACCOUNT_RATE_LIMIT', fallback: 10 },
  { bucket: 'sign-in-failures-address', variable: 'AUTH_ADDRESS_FAILURE_LIMIT', fallback: 50 },
];

/** @param {{ variable: string, fallback: number }} budget */
const limitsOf = (budget) => ({
  points: limitFromEnv(budget.variable, budget.fallback),
  durationSeconds: WINDOW_SECONDS,
});

/**
 * The account an identifier names, found as the plugin finds it (its e-mail in any case, or its
 * username): `user:<id>`, so that failures by e-mail and by username count together. An unknown
 * identifier is counted under itself.
 *
 * @param {Strapi} strapi
 * @param {string} identifier
 */
const accountKey = async (strapi, identifier) => {
  const user = await strapi.db.query(USER_UID).findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: ['id'],
  });
  return user ? `user:${user.id}` : `identifier:${identifier.toLowerCase()}`;
};

/**
 * POST /api/auth/local with budgets of failed sign-ins (AUTH_ACCOUNT_RATE_LIMIT per account,
 * AUTH_ADDRESS_FAILURE_LIMIT per address, per 15 minutes), beside the budget of requests per
 * address of global::auth-rate-limit: guesses spread over many addresses, or over many accounts
 * from one address, still stop. Once a budget is used up the next sign-in is refused before its
 * password is checked; a successful sign-in costs nothing.
 *
 * @param {(ctx: StrapiContext) => Promise<unknown>} callback the plugin's sign-in action
 * @param {{ strapi: Strapi }} context
 */
const limitSignInsPerAccount =
  (callback, { strapi }) =>
  async (/** @type {StrapiContext} */ ctx) => {
    const body = objectOrEmpty(ctx.request.body);
    const identifier = text(body.identifier);
    if (!identifier) return callback(ctx);

    const [account, address] = BUDGETS;
    const counted = [
      {
        budget: account,
        key: await accountKey(strapi, identifier),
        message: messages.tooManySignInsForAccount,
      },
      { budget: address, key: ctx.request.ip, message: messages.tooManySignInsFromAddress },
    ];
    for (const { budget, key, message } of counted) {
      const state = await check(budget.bucket, key, limitsOf(budget));
      if (!state.allowed) {
        ctx.set('Retry-After', String(state.retryAfterSeconds));
        throw new DomainError(429, message);
      }
    }
    try {
      return await callback(ctx);
    } catch (failure) {
      await Promise.all(counted.map(({ budget, key }) => consume(budget.bucket, key, limitsOf(budget))));
      throw failure;
    }
  };

module.exports = { limitSignInsPerAccount };
