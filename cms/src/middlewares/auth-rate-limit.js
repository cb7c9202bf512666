'use strict';

const messages = require('../messages');
const { errorBody } = require('../utils/domain-error');

const WINDOW_MS = 60_000;
const THROTTLED_PATHS = new Set([
  '/api/auth/local',
  '/api/auth/local/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
]);

const normalizePath = (path) => path.toLowerCase().replace(/\/+$/, '');

const DEFAULT_LIMIT = 30;

/** Requests per minute from AUTH_RATE_LIMIT, read on each request so a test can lower it. */
const currentLimit = () => {
  const limit = Number.parseInt(process.env.AUTH_RATE_LIMIT || '', 10);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_LIMIT;
};

/** Fixed one-minute window per client IP and auth route, kept in memory. */
module.exports = (config, { strapi }) => {
  const windows = new Map();

  const sweep = (now) => {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= WINDOW_MS) windows.delete(key);
    }
  };

  return async (ctx, next) => {
    const path = normalizePath(ctx.path);
    if (ctx.method !== 'POST' || !THROTTLED_PATHS.has(path)) return next();

    const now = Date.now();
    if (windows.size > 10_000) sweep(now);
    const key = `${ctx.request.ip}|${path}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;

    if (window.count > currentLimit()) {
      const retryAfterSeconds = Math.ceil((window.startedAt + WINDOW_MS - now) / 1000);
      ctx.set('Retry-After', String(retryAfterSeconds));
      ctx.status = 429;
      ctx.body = errorBody(429, 'RateLimitError', messages.tooManyAttempts);
      strapi.log.warn(`Auth rate limit reached for ${ctx.request.ip} on ${path}`);
      return undefined;
    }
    return next();
  };
};
