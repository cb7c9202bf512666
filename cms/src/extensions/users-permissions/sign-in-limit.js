'use strict';

const { consume } = require('../../lib/rate-limit');
const messages = require('../../messages');
const { throttle, limitFromEnv } = require('../../utils/throttle');
const { text } = require('../../utils/validation');

const BUCKET = 'sign-in-failures';
const DEFAULT_LIMIT = 10;
const WINDOW_SECONDS = 15 * 60;

const accountLimits = (cost) => ({
  points: limitFromEnv('AUTH_ACCOUNT_RATE_LIMIT', DEFAULT_LIMIT),
  durationSeconds: WINDOW_SECONDS,
  cost,
});

/**
 * POST /api/auth/local with a budget of failed sign-ins per account (AUTH_ACCOUNT_RATE_LIMIT per
 * 15 minutes and identifier), beside the budget per address of global::auth-rate-limit: guesses
 * spread over many addresses still stop. A blocked account is refused before its password is
 * checked; a successful sign-in costs nothing.
 */
const limitSignInsPerAccount = (callback) => async (ctx) => {
  const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
  const identifier = text(body.identifier).toLowerCase();
  if (!identifier) return callback(ctx);

  await throttle(ctx, BUCKET, identifier, accountLimits(0), messages.tooManySignInsForAccount);
  try {
    return await callback(ctx);
  } catch (failure) {
    await consume(BUCKET, identifier, accountLimits(1));
    throw failure;
  }
};

module.exports = { limitSignInsPerAccount };
