'use strict';

const crypto = require('node:crypto');

const TTL_SECONDS = 300;
const HOLD_SECONDS = 60;

// Stores an answer only if no write happened since it was looked up (same epoch) and none of its
// tags is held by an uncommitted write. KEYS: epoch, entry. ARGV: seen epoch, value, ttl, tag
// key prefix, hold key prefix, tags…
const SAVE = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
for i = 6, #ARGV do
  if redis.call('EXISTS', ARGV[5] .. ARGV[i]) == 1 then return 0 end
end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
for i = 6, #ARGV do
  local tagKey = ARGV[4] .. ARGV[i]
  redis.call('SADD', tagKey, KEYS[2])
  redis.call('EXPIRE', tagKey, ARGV[3])
end
return 1`;

// A write: moves the epoch on, deletes every answer carrying one of the tags, and holds the tags
// (an uncommitted write: no answer with them is saved until released) or releases them. Held
// writes are also listed (with an expiry) in the holding set, which lookups count.
// KEYS: epoch, holding set. ARGV: tag key prefix, hold key prefix, mode (purge, hold, release),
// hold ttl, hold id, tags…
const WRITE = `
redis.call('INCR', KEYS[1])
for i = 6, #ARGV do
  local tagKey = ARGV[1] .. ARGV[i]
  for _, entryKey in ipairs(redis.call('SMEMBERS', tagKey)) do redis.call('DEL', entryKey) end
  redis.call('DEL', tagKey)
  local holdKey = ARGV[2] .. ARGV[i]
  if ARGV[3] == 'hold' then
    redis.call('INCR', holdKey)
    redis.call('EXPIRE', holdKey, ARGV[4])
  elseif ARGV[3] == 'release' and redis.call('DECR', holdKey) <= 0 then
    redis.call('DEL', holdKey)
  end
end
if ARGV[3] == 'hold' then
  local now = redis.call('TIME')
  redis.call('ZADD', KEYS[2], now[1] * 1000 + math.floor(now[2] / 1000) + ARGV[4] * 1000, ARGV[5])
elseif ARGV[3] == 'release' then
  redis.call('ZREM', KEYS[2], ARGV[5])
end
return 1`;

// KEYS: epoch, entry, holding set. Answers the epoch, the entry ('' when none) and how many
// writes are uncommitted.
const LOOKUP = `
local now = redis.call('TIME')
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now[1] * 1000 + math.floor(now[2] / 1000))
return { redis.call('GET', KEYS[1]) or '0', redis.call('GET', KEYS[2]) or '', redis.call('ZCARD', KEYS[3]) }`;

/**
 * The cache shared by every CMS process through Redis. Each operation is one round trip; saves
 * and writes are Lua scripts, so a save never lands between a write's epoch change and its
 * deletions.
 */
const createRedisStore = (redis, prefix) => {
  const epochKey = `${prefix}cache:epoch`;
  const tagPrefix = `${prefix}cache:tag:`;
  const holdPrefix = `${prefix}cache:hold:`;
  const entryKey = (key) =>
    `${prefix}cache:entry:${crypto.createHash('sha1').update(key).digest('base64url')}`;
  const holdingKey = `${prefix}cache:holding`;
  const write = (mode, tags, holdId = '') =>
    redis.eval(WRITE, 2, epochKey, holdingKey, tagPrefix, holdPrefix, mode, HOLD_SECONDS, holdId, ...tags);

  return {
    kind: 'redis',
    async lookup(key) {
      const [epoch, value, holding] = await redis.eval(LOOKUP, 3, epochKey, entryKey(key), holdingKey);
      const newline = value.indexOf('\n');
      const entry = value ? { etag: value.slice(0, newline), body: value.slice(newline + 1) } : null;
      return { entry, epoch, holding: holding > 0 };
    },
    async save(key, entry, tags, seenEpoch) {
      const value = `${entry.etag}\n${entry.body}`;
      const args = [seenEpoch, value, TTL_SECONDS, tagPrefix, holdPrefix, ...tags];
      return (await redis.eval(SAVE, 2, epochKey, entryKey(key), ...args)) === 1;
    },
    purge: (tags) => write('purge', tags),
    async hold(tags) {
      const holdId = crypto.randomUUID();
      await write('hold', tags, holdId);
      return holdId;
    },
    release: (tags, holdId) => write('release', tags, holdId),
  };
};

module.exports = { createRedisStore };
