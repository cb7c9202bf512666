'use strict';

const { getRedis, redisKeyPrefix } = require('../redis');
const { createMemoryStore } = require('./memory-store');
const { createRedisStore } = require('./redis-store');

let current = null;

/**
 * The response cache of this Strapi: on Redis (shared by every CMS process) when REDIS_URL is
 * set, in this process's memory otherwise. Same interface: lookup(key) → {entry, epoch},
 * save(key, entry, tags, epoch), purge(tags).
 */
const getResponseCache = () => {
  const redis = getRedis();
  const id = redis ? `redis|${redisKeyPrefix()}` : 'memory';
  if (current?.id !== id) {
    current = { id, store: redis ? createRedisStore(redis, redisKeyPrefix()) : createMemoryStore() };
  }
  return current.store;
};

/** Forgets the cache of this process (a new Strapi in the same process starts empty). */
const resetResponseCache = () => {
  current = null;
};

module.exports = { getResponseCache, resetResponseCache };
