'use strict';

const DEFAULT_KEY_PREFIX = 'chargemaroc:cms:';

let shared = null;

/** Prefix of every key this CMS writes to Redis (REDIS_KEY_PREFIX; tests give each run its own). */
const redisKeyPrefix = () => process.env.REDIS_KEY_PREFIX || DEFAULT_KEY_PREFIX;

/**
 * The one Redis connection of this process when REDIS_URL is set, else null (everything then
 * stays in this process's memory). Commands fail fast while Redis is away: callers fall back.
 */
const getRedis = () => {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (shared?.url !== url) {
    const Redis = require('ioredis');
    const client = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2000,
    });
    let reported = false;
    client.on('error', (error) => {
      if (!reported) console.error(`Redis (${url}): ${error.message}`);
      reported = true;
    });
    client.on('ready', () => {
      reported = false;
    });
    shared = { url, client };
  }
  return shared.client;
};

/** Closes the connection (on shutdown), so that the process can exit. */
const closeRedis = async () => {
  if (!shared) return;
  const { client } = shared;
  shared = null;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
};

module.exports = { getRedis, closeRedis, redisKeyPrefix };
