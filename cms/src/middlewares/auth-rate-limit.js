'use strict';

const messages = require('../messages');
const { errorBody } = require('../utils/domain-error');
const { consume } = require('../lib/rate-limit');

const WINDOW_SECONDS = 60;
const THROTTLED_PATHS = new Set([
  '/api/auth/local',
  '/api/auth/local/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  // the back office's sign-in screens
  '/admin/login',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/admin/register-admin',
]);

/** @param {string} path */
const normalizePath = (path) => path.toLowerCase().replace(/\/+$/, '');

const DEFAULT_LIMIT = 30;

/** Requests per minute from AUTH_RATE_LIMIT, read on each request so a test can lower it. */
const currentLimit = () => {
  const limit = Number.parseInt(process.env.AUTH_RATE_LIMIT || '', 10);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_LIMIT;
};

/**
 * Fixed one-minute window per client IP and auth route, counted by lib/rate-limit (shared by
 * every CMS process through Redis when REDIS_URL is set).
 */
module.exports =
  /**
   * @param {unknown} config
   * @param {{ strapi: Strapi }} context
   * @returns {StrapiMiddleware}
   */
  (config, { strapi }) =>
    async (ctx, next) => {
      const path = normalizePath(ctx.path);
      if (ctx.method !== 'POST' || !THROTTLED_PATHS.has(path)) return next();

      const attempt = await consume('auth', `${ctx.request.ip}|${path}`, {
        points: currentLimit(),
        durationSeconds: WINDOW_SECONDS,
      });
      if (!attempt.allowed) {
        ctx.set('Retry-After', String(attempt.retryAfterSeconds));
        ctx.status = 429;
        ctx.body = errorBody(429, 'RateLimitError', messages.tooManyAttempts);
        strapi.log.warn(`Auth rate limit reached for ${ctx.request.ip} on ${path}`);
        return undefined;
      }
      return next();
    };
