'use strict';

const { objectOrEmpty } = require('../utils/object-or-empty');
const { check, consume } = require('../lib/rate-limit');
const messages = require('../messages');
const { DomainError } = require('../utils/domain-error');
const { limitFromEnv } = require('../utils/throttle');
const { text } = require('../utils/validation');

const WINDOW_SECONDS = 15 * 60;

/** Failed admin sign-ins allowed per 15 minutes: per account, and per address whatever the accounts. */
const BUDGETS = [
  { bucket: 'admin-sign-in-failures', variable: 'AUTH_ACCOUNT_RATE_LIMIT', fallback: 10 },
  { bucket: 'admin-sign-in-failures-address', variable: 'AUTH_ADDRESS_FAILURE_LIMIT', fallback: 50 },
];

/** @param {{ variable: string, fallback: number }} budget */
const limitsOf = (budget) => ({
  points: limitFromEnv(budget.variable, budget.fallback),
  durationSeconds: WINDOW_SECONDS,
});

/**
 * POST /admin/login (the back office, served by the origin at /admin) with the shoppers' budgets of
 * failed sign-ins, per account and per address, shared by every CMS process through Redis, in
 * French; global::auth-rate-limit counts its requests per address too. Strapi's own admin limit
 * (per process, in English) is off (config/admin.js).
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  if (ctx.method !== 'POST' || ctx.path.replace(/\/+$/, '') !== '/admin/login') return next();
  const body = objectOrEmpty(ctx.request.body);
  const email = text(body.email).toLowerCase();
  const [account, address] = BUDGETS;
  const counted = [
    ...(email
      ? [{ budget: account, key: `admin:${email}`, message: messages.tooManySignInsForAccount }]
      : []),
    { budget: address, key: ctx.request.ip, message: messages.tooManySignInsFromAddress },
  ];
  for (const { budget, key, message } of counted) {
    const state = await check(budget.bucket, key, limitsOf(budget));
    if (!state.allowed) {
      ctx.set('Retry-After', String(state.retryAfterSeconds));
      throw new DomainError(429, message);
    }
  }
  const countFailure = () =>
    Promise.all(counted.map(({ budget, key }) => consume(budget.bucket, key, limitsOf(budget))));
  try {
    await next();
  } catch (failure) {
    await countFailure();
    throw failure;
  }
  if (ctx.status === 400 || ctx.status === 401) await countFailure();
};
