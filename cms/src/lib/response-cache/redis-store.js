'use strict';

const crypto = require('node:crypto');

const TTL_SECONDS = 300;
const HOLD_SECONDS = 60;
// Longer than any request computing an answer: a save compares its tags' last writes with its lookup.
const LAST_WRITE_SECONDS = 600;

// Stores an answer only if no write touched one of its tags since it was looked up (the tag's
// last write sequence is not above the epoch seen then) and no uncommitted write holds one.
// KEYS: epoch, entry. ARGV: seen epoch, value, ttl, tag key prefix, hold key prefix, last-write
// key prefix, tags…
const SAVE = `
local seen = tonumber(ARGV[1])
for i = 7, #ARGV do
  if redis.call('EXISTS', ARGV[5] .. ARGV[i]) == 1 then return 0 end
  local last = redis.call('GET', ARGV[6] .. ARGV[i])
  if last and tonumber(last) > seen then return 0 end
end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
for i = 7, #ARGV do
  local tagKey = ARGV[4] .. ARGV[i]
  redis.call('SADD', tagKey, KEYS[2])
  redis.call('EXPIRE', tagKey, ARGV[3])
end
return 1`;

// A write: takes the next sequence number (the epoch) as the last write of each tag, deletes
// every answer carrying one of the tags, and holds the tags (an uncommitted write: no answer with
// them is saved until released) or releases them.
// KEYS: epoch. ARGV: tag key prefix, hold key prefix, mode (purge, hold, release), hold ttl,
// last-write key prefix, last-write ttl, tags…
const WRITE = `
local sequence = redis.call('INCR', KEYS[1])
for i = 7, #ARGV do
  local tagKey = ARGV[1] .. ARGV[i]
  for _, entryKey in ipairs(redis.call('SMEMBERS', tagKey)) do redis.call('DEL', entryKey) end
  redis.call('DEL', tagKey)
  redis.call('SET', ARGV[5] .. ARGV[i], sequence, 'EX', ARGV[6])
  local holdKey = ARGV[2] .. ARGV[i]
  if ARGV[3] == 'hold' then
    redis.call('INCR', holdKey)
    redis.call('EXPIRE', holdKey, ARGV[4])
  elseif ARGV[3] == 'release' and redis.call('DECR', holdKey) <= 0 then
    redis.call('DEL', holdKey)
  end
end
return 1`;

/**
 * The cache shared by every CMS process through Redis. Each operation is one round trip; saves
 * and writes are Lua scripts, so a save never lands between a write's sequence change and its
 * deletions.
 */
const createRedisStore = (redis, prefix) => {
  const epochKey = `${prefix}cache:epoch`;
  const tagPrefix = `${prefix}cache:tag:`;
  const holdPrefix = `${prefix}cache:hold:`;
  const lastWritePrefix = `${prefix}cache:last:`;
  const entryKey = (key) =>
    `${prefix}cache:entry:${crypto.createHash('sha1').update(key).digest('base64url')}`;
  const write = (mode, tags) =>
    redis.eval(
      WRITE,
      1,
      epochKey,
      tagPrefix,
      holdPrefix,
      mode,
      HOLD_SECONDS,
      lastWritePrefix,
      LAST_WRITE_SECONDS,
      ...tags,
    );

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
      const args = [seenEpoch, value, TTL_SECONDS, tagPrefix, holdPrefix, lastWritePrefix, ...tags];
      return (await redis.eval(SAVE, 2, epochKey, entryKey(key), ...args)) === 1;
    },
    purge: (tags) => write('purge', tags),
    hold: (tags) => write('hold', tags),
    release: (tags) => write('release', tags),
  };
};

module.exports = { createRedisStore };
