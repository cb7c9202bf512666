'use strict';

const crypto = require('node:crypto');

const TTL_SECONDS = 300;

// Stores an answer only if no purge happened since it was looked up (same epoch), with its tags.
// KEYS: epoch, entry. ARGV: seen epoch, value, ttl, tag key prefix, tags…
const SAVE = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
for i = 5, #ARGV do
  local tagKey = ARGV[4] .. ARGV[i]
  redis.call('SADD', tagKey, KEYS[2])
  redis.call('EXPIRE', tagKey, ARGV[3])
end
return 1`;

// Moves the epoch on and deletes every answer carrying one of the tags. KEYS: epoch. ARGV: tag key prefix, tags…
const PURGE = `
redis.call('INCR', KEYS[1])
for i = 2, #ARGV do
  local tagKey = ARGV[1] .. ARGV[i]
  for _, entryKey in ipairs(redis.call('SMEMBERS', tagKey)) do redis.call('DEL', entryKey) end
  redis.call('DEL', tagKey)
end
return 1`;

/**
 * The cache shared by every CMS process through Redis. Lookup, save and purge are one round
 * trip each; save and purge are Lua scripts, so a save never lands between a purge's epoch
 * change and its deletions.
 */
const createRedisStore = (redis, prefix) => {
  const epochKey = `${prefix}cache:epoch`;
  const tagPrefix = `${prefix}cache:tag:`;
  const entryKey = (key) =>
    `${prefix}cache:entry:${crypto.createHash('sha1').update(key).digest('base64url')}`;

  return {
    kind: 'redis',
    async lookup(key) {
      const [epoch, value] = await redis.mget(epochKey, entryKey(key));
      if (!value) return { entry: null, epoch: epoch ?? '0' };
      const newline = value.indexOf('\n');
      return {
        entry: { etag: value.slice(0, newline), body: value.slice(newline + 1) },
        epoch: epoch ?? '0',
      };
    },
    async save(key, entry, tags, seenEpoch) {
      const value = `${entry.etag}\n${entry.body}`;
      const saved = await redis.eval(
        SAVE,
        2,
        epochKey,
        entryKey(key),
        seenEpoch,
        value,
        TTL_SECONDS,
        tagPrefix,
        ...tags,
      );
      return saved === 1;
    },
    async purge(tags) {
      await redis.eval(PURGE, 1, epochKey, tagPrefix, ...tags);
    },
    async close() {},
  };
};

module.exports = { createRedisStore };
