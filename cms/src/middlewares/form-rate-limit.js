'use strict';

const messages = require('../messages');
const { throttle, limitFromEnv } = require('../utils/throttle');

/** The public forms: anyone may post them, so each client address has a budget per form. */
const PUBLIC_FORMS = new Set([
  '/api/contact-messages',
  '/api/newsletters',
  '/api/callback-requests',
  '/api/quote-requests',
  '/api/test-drive-requests',
  '/api/installation-requests',
  '/api/station-issue-reports',
]);

const DEFAULT_LIMIT = 5;
const WINDOW_SECONDS = 60;

/**
 * FORM_RATE_LIMIT submissions per minute, per client address and form.
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  const path = ctx.path.toLowerCase().replace(/\/+$/, '');
  if (ctx.method === 'POST' && PUBLIC_FORMS.has(path)) {
    await throttle(
      ctx,
      'public-form',
      `${ctx.request.ip}|${path}`,
      { points: limitFromEnv('FORM_RATE_LIMIT', DEFAULT_LIMIT), durationSeconds: WINDOW_SECONDS },
      messages.tooManyAttempts,
    );
  }
  return next();
};
