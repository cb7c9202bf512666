'use strict';

const messages = require('../../messages');
const { throttle, limitFromEnv } = require('../../utils/throttle');
const { text } = require('../../utils/validation');

const DEFAULT_LIMIT = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * POST /api/auth/local with a budget per account (AUTH_ACCOUNT_RATE_LIMIT sign-ins per 15 minutes
 * and identifier), beside the budget per address of global::auth-rate-limit: guesses spread over
 * many addresses still stop. Attempts are counted before the password is checked, so the budget
 * bounds the guesses; a customer signs in far less often than that.
 */
const limitSignInsPerAccount = (callback) => async (ctx) => {
  const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
  const identifier = text(body.identifier).toLowerCase();
  if (identifier) {
    await throttle(
      ctx,
      'sign-in-account',
      identifier,
      { points: limitFromEnv('AUTH_ACCOUNT_RATE_LIMIT', DEFAULT_LIMIT), durationSeconds: WINDOW_SECONDS },
      messages.tooManySignInsForAccount,
    );
  }
  return callback(ctx);
};

module.exports = { limitSignInsPerAccount };
