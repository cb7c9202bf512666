'use strict';

const { consume } = require('../lib/rate-limit');
const { DomainError } = require('./domain-error');

/**
 * A whole number from an environment variable, read on each call so a test can change it.
 *
 * @param {string} name
 * @param {number} fallback
 */
const limitFromEnv = (name, fallback) => {
  const value = Number.parseInt(process.env[name] || '', 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * Counts one attempt of `key` in `bucket` ({points, durationSeconds}); past the limit, answers 429
 * with Retry-After and the French `message`.
 *
 * @param {StrapiContext} ctx
 * @param {string} bucket
 * @param {string} key
 * @param {{ points: number, durationSeconds: number }} limits
 * @param {string} message
 */
const throttle = async (ctx, bucket, key, limits, message) => {
  const attempt = await consume(bucket, key, limits);
  if (attempt.allowed) return;
  ctx.set('Retry-After', String(attempt.retryAfterSeconds));
  throw new DomainError(429, message);
};

module.exports = { throttle, limitFromEnv };
