'use strict';

const { RateLimiterMemory, RateLimiterRedis } = require('rate-limiter-flexible');
const { getRedis, redisKeyPrefix } = require('./redis');

/** @typedef {import('rate-limiter-flexible').RateLimiterAbstract} Limiter */

/** @type {Map<string, Limiter>} */
const limiters = new Map();

/**
 * @param {string} bucketName
 * @param {number} points
 * @param {number} durationSeconds
 * @returns {Limiter}
 */
const limiterFor = (bucketName, points, durationSeconds) => {
  const redis = getRedis();
  const id = `${redis ? 'redis' : 'memory'}|${redisKeyPrefix()}|${bucketName}|${points}|${durationSeconds}`;
  if (!limiters.has(id)) {
    const options = { keyPrefix: `${redisKeyPrefix()}rl:${bucketName}`, points, duration: durationSeconds };
    limiters.set(
      id,
      redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            // While Redis is away each process counts on its own at once, rather than waiting for
            // Redis or refusing everyone.
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options),
    );
  }
  return /** @type {Limiter} */ (limiters.get(id));
};

/**
 * Counts one attempt of `key` (an address, an e-mail…) in the bucket `bucketName`: at most
 * `points` attempts per `durationSeconds` window. Shared by every CMS process through Redis when
 * REDIS_URL is set (an atomic increment, so concurrent attempts on several processes cannot
 * exceed the limit), in this process's memory otherwise. `cost: 0` counts nothing and only
 * tells whether `key` is blocked (e.g. before a sign-in, whose failure alone is counted).
 * Answers {allowed, remaining, retryAfterSeconds}.
 *
 * @param {string} bucketName
 * @param {unknown} key
 * @param {{ points: number, durationSeconds: number, cost?: number }} budget
 */
const consume = async (bucketName, key, { points, durationSeconds, cost = 1 }) => {
  try {
    const result = await limiterFor(bucketName, points, durationSeconds).consume(String(key), cost);
    return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return {
      allowed: false,
      remaining: 0,
      retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
    };
  }
};

/**
 * Whether `key` has used its whole budget in `bucketName` ({points, durationSeconds}), without
 * counting an attempt: a budget of 10 allows 10 attempts, the 11th is refused. Answers
 * {allowed, retryAfterSeconds}.
 *
 * @param {string} bucketName
 * @param {unknown} key
 * @param {{ points: number, durationSeconds: number }} budget
 */
const check = async (bucketName, key, { points, durationSeconds }) => {
  const state = await limiterFor(bucketName, points, durationSeconds).get(String(key));
  if (!state || state.consumedPoints < points) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
};

/** Forgets every counter kept in memory and every limiter (a new Strapi in the same process). */
const resetRateLimits = () => limiters.clear();

module.exports = { consume, check, resetRateLimits };
