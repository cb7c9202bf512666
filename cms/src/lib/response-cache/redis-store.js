'use strict';

const crypto = require('node:crypto');
const { createBoundedMap, cacheBytesFromEnv } = require('./bounded-map');

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

// Looks an answer up with the global sequence number (the epoch) and, for a template, the live
// records of its documents ('' where missing), in one round trip. An answer is stored as
// "etag\nlive header\nslots\nbody"; the live header of a template is "<uid> <documentId>…". When
// the answer's first line is the one this process already holds (ARGV[2]: the etag or template tag,
// a hash of the content), only '=' comes back instead of the whole answer.
// KEYS: epoch, entry. ARGV: live record key prefix, first line held.
const LOOKUP = `
local value = redis.call('GET', KEYS[2])
local answer = {redis.call('GET', KEYS[1]) or '0', value or ''}
if not value then return answer end
local first = string.find(value, '\\n', 1, true)
local second = string.find(value, '\\n', first + 1, true)
if ARGV[2] ~= '' and string.sub(value, 1, first - 1) == ARGV[2] then answer[2] = '=' end
local uid = nil
for word in string.gmatch(string.sub(value, first + 1, second - 1), '%S+') do
  if uid then table.insert(answer, redis.call('GET', ARGV[1] .. uid .. ':' .. word) or '')
  else uid = word end
end
return answer`;

// Answers and live records parsed last, by key: an unchanged one is not parsed again, and the same
// objects let the filled answer of a template be reused (live-fields fillLiveFields).
const HELD_ANSWERS = 500;

// Stores live records read after a lookup, each only if no write touched the document since then
// and none holds it. ARGV: seen epoch, ttl, tag key prefix, hold key prefix, last-write key
// prefix, live record key prefix, uid, then documentId and record pairs.
const SAVE_LIVE = `
local seen = tonumber(ARGV[1])
local uid = ARGV[7]
for i = 8, #ARGV, 2 do
  local id = ARGV[i]
  local tags = {'doc:' .. id, 'live:' .. id, 'uid:' .. uid}
  local fresh = true
  for _, tag in ipairs(tags) do
    if redis.call('EXISTS', ARGV[4] .. tag) == 1 then fresh = false end
    local last = redis.call('GET', ARGV[5] .. tag)
    if last and tonumber(last) > seen then fresh = false end
  end
  if fresh then
    local key = ARGV[6] .. uid .. ':' .. id
    redis.call('SET', key, ARGV[i + 1], 'EX', ARGV[2])
    for _, tag in ipairs(tags) do
      redis.call('SADD', ARGV[3] .. tag, key)
      redis.call('EXPIRE', ARGV[3] .. tag, ARGV[2])
    end
  end
end
return 1`;

// A write: takes the next sequence number (the epoch) as the last write of each tag, deletes
// every answer carrying one of the tags, and holds the tags (an uncommitted write: no answer with
// them is saved until released) or releases them. A hold in mode 'hold-keep-live' keeps the live
// records of a write that changes only live fields (its live: tags): they show the values
// committed until then. A release may bring the live records of the documents its write changed,
// read inside its transaction: each is kept unless another write touched the document since the
// hold (its number, `since`) or holds it now. Answers the sequence number.
// KEYS: epoch. ARGV: tag key prefix, hold key prefix, mode (purge, hold, hold-keep-live, release), hold ttl,
// last-write key prefix, last-write ttl, number of tags n, tags… then, for a release refreshing
// live records: since, ttl, live record key prefix, uid, documentId and record pairs.
const WRITE = `
local n = tonumber(ARGV[7])
local fresh = {}
local uid = ARGV[11 + n]
if ARGV[3] == 'release' and #ARGV > 7 + n then
  local since = tonumber(ARGV[8 + n])
  for i = 12 + n, #ARGV, 2 do
    local id = ARGV[i]
    local untouched = true
    for _, tag in ipairs({'doc:' .. id, 'live:' .. id, 'uid:' .. uid}) do
      local last = redis.call('GET', ARGV[5] .. tag)
      if last and tonumber(last) > since then untouched = false end
    end
    if untouched then table.insert(fresh, i) end
  end
end
local holding = ARGV[3] == 'hold' or ARGV[3] == 'hold-keep-live'
local sequence = redis.call('INCR', KEYS[1])
for i = 8, 7 + n do
  local tagKey = ARGV[1] .. ARGV[i]
  if not (ARGV[3] == 'hold-keep-live' and string.sub(ARGV[i], 1, 5) == 'live:') then
    for _, entryKey in ipairs(redis.call('SMEMBERS', tagKey)) do redis.call('DEL', entryKey) end
    redis.call('DEL', tagKey)
  end
  redis.call('SET', ARGV[5] .. ARGV[i], sequence, 'EX', ARGV[6])
  local holdKey = ARGV[2] .. ARGV[i]
  if holding then
    redis.call('INCR', holdKey)
    redis.call('EXPIRE', holdKey, ARGV[4])
  elseif ARGV[3] == 'release' and redis.call('DECR', holdKey) <= 0 then
    redis.call('DEL', holdKey)
  end
end
for _, i in ipairs(fresh) do
  local id = ARGV[i]
  local tags = {'doc:' .. id, 'live:' .. id, 'uid:' .. uid}
  local held = false
  for _, tag in ipairs(tags) do
    if redis.call('EXISTS', ARGV[2] .. tag) == 1 then held = true end
  end
  if not held then
    local key = ARGV[10 + n] .. uid .. ':' .. id
    redis.call('SET', key, ARGV[i + 1], 'EX', ARGV[9 + n])
    for _, tag in ipairs(tags) do
      redis.call('SADD', ARGV[1] .. tag, key)
      redis.call('EXPIRE', ARGV[1] .. tag, ARGV[9 + n])
    end
  end
end
return sequence`;

/** @typedef {import('./index').CacheEntry} CacheEntry */
/** @typedef {import('./index').LiveRecord} LiveRecord */
/** @typedef {import('./index').LiveRefresh} LiveRefresh */
/** @typedef {string | number} ScriptArgument */
/**
 * The Lua scripts above as the commands defined on the connection.
 * @typedef {object} CacheScripts
 * @property {(...args: ScriptArgument[]) => Promise<string[]>} cacheLookup
 * @property {(...args: ScriptArgument[]) => Promise<number>} cacheWrite
 * @property {(...args: ScriptArgument[]) => Promise<number>} cacheSave
 * @property {(...args: ScriptArgument[]) => Promise<number>} cacheSaveLive
 */

/** @param {CacheEntry} entry */
const serialise = (entry) => {
  const { template } = entry;
  if (!template) return `${entry.etag}\n\n\n${entry.body}`;
  const header = [template.uid, ...template.ids].join(' ');
  return `${template.tag}\n${header}\n${JSON.stringify(template.slots)}\n${template.segments.join('\u0000')}`;
};

/**
 * @param {string} value
 * @returns {CacheEntry}
 */
const parse = (value) => {
  const first = value.indexOf('\n');
  const second = value.indexOf('\n', first + 1);
  const third = value.indexOf('\n', second + 1);
  const header = value.slice(first + 1, second);
  if (!header) return { etag: value.slice(0, first), body: value.slice(third + 1) };
  const [uid, ...ids] = header.split(' ');
  const template = {
    uid,
    ids,
    tag: value.slice(0, first),
    slots: JSON.parse(value.slice(second + 1, third)),
    segments: value.slice(third + 1).split('\u0000'),
  };
  return { template };
};

/**
 * The cache shared by every CMS process through Redis. Each operation is one round trip; lookups,
 * saves and writes are Lua scripts, so a save never lands between a write's sequence change and
 * its deletions.
 *
 * @param {import('ioredis').Redis} redis
 * @param {string} prefix
 * @returns {import('./index').ResponseCache}
 */
const createRedisStore = (redis, prefix) => {
  const epochKey = `${prefix}cache:epoch`;
  const tagPrefix = `${prefix}cache:tag:`;
  const holdPrefix = `${prefix}cache:hold:`;
  const lastWritePrefix = `${prefix}cache:last:`;
  const livePrefix = `${prefix}cache:live:`;
  /** @param {string} key */
  const entryKey = (key) =>
    `${prefix}cache:answer:${crypto.createHash('sha1').update(key).digest('base64url')}`;
  const defined = /** @type {import('ioredis').Redis & Partial<CacheScripts>} */ (redis);
  if (!defined.cacheLookup) redis.defineCommand('cacheLookup', { numberOfKeys: 2, lua: LOOKUP });
  if (!defined.cacheWrite) redis.defineCommand('cacheWrite', { numberOfKeys: 1, lua: WRITE });
  if (!defined.cacheSave) redis.defineCommand('cacheSave', { numberOfKeys: 2, lua: SAVE });
  if (!defined.cacheSaveLive) redis.defineCommand('cacheSaveLive', { numberOfKeys: 0, lua: SAVE_LIVE });
  const scripts = /** @type {CacheScripts} */ (defined);
  /**
   * @param {'purge' | 'hold' | 'hold-keep-live' | 'release'} mode
   * @param {string[]} tags
   * @param {LiveRefresh} [refresh]
   */
  const write = (mode, tags, refresh) => {
    const refreshArgs = refresh
      ? [
          refresh.since,
          TTL_SECONDS,
          livePrefix,
          refresh.uid,
          ...refresh.records.flatMap(([documentId, record]) => [documentId, JSON.stringify(record)]),
        ]
      : [];
    return scripts.cacheWrite(
      epochKey,
      tagPrefix,
      holdPrefix,
      mode,
      HOLD_SECONDS,
      lastWritePrefix,
      LAST_WRITE_SECONDS,
      tags.length,
      ...tags,
      ...refreshArgs,
    );
  };

  // Held answers are bounded by bytes too: each distinct query (any latitude on the map) is one.
  /** @type {ReturnType<typeof createBoundedMap<{ firstLine: string, entry: CacheEntry, size: number }>>} */
  const heldAnswers = createBoundedMap({
    maxBytes: cacheBytesFromEnv(),
    maxEntries: HELD_ANSWERS,
    sizeOf: (held) => held.size,
  });
  /** @type {Map<string, { raw: string, record: LiveRecord }>} */
  const heldRecords = new Map();
  /**
   * @template V
   * @param {Map<string, V>} map
   * @param {string} key
   * @param {V} value
   */
  const hold = (map, key, value) => {
    map.delete(key);
    if (map.size >= HELD_ANSWERS) map.delete(/** @type {string} */ (map.keys().next().value));
    map.set(key, value);
    return value;
  };
  /**
   * The entry of a looked up value ('=': the one held, unchanged).
   *
   * @param {string} key
   * @param {string} value
   * @param {{ entry: CacheEntry } | undefined} held
   */
  const answerOf = (key, value, held) => {
    if (value === '=') return /** @type {{ entry: CacheEntry }} */ (held).entry;
    const entry = parse(value);
    heldAnswers.set(key, { firstLine: value.slice(0, value.indexOf('\n')), entry, size: value.length * 2 });
    return entry;
  };
  /**
   * @param {string} uid
   * @param {string} documentId
   * @param {string} raw the record's JSON, '' when missing
   * @returns {LiveRecord | null}
   */
  const recordOf = (uid, documentId, raw) => {
    if (!raw) return null;
    const key = `${uid}:${documentId}`;
    const held = heldRecords.get(key);
    if (held?.raw === raw) return held.record;
    return hold(heldRecords, key, { raw, record: JSON.parse(raw) }).record;
  };

  return {
    kind: 'redis',
    async lookup(key) {
      const answerKey = entryKey(key);
      const held = heldAnswers.get(answerKey);
      const [epoch, value, ...records] = await scripts.cacheLookup(
        epochKey,
        answerKey,
        livePrefix,
        held?.firstLine ?? '',
      );
      if (!value) return { entry: null, epoch, live: null };
      const entry = answerOf(answerKey, value, held);
      const { template } = entry;
      const live = template
        ? records.map((raw, index) => recordOf(template.uid, template.ids[index], raw))
        : null;
      return { entry, epoch, live };
    },
    async save(key, entry, tags, seenEpoch) {
      const args = [
        seenEpoch,
        serialise(entry),
        TTL_SECONDS,
        tagPrefix,
        holdPrefix,
        lastWritePrefix,
        ...tags,
      ];
      return (await scripts.cacheSave(epochKey, entryKey(key), ...args)) === 1;
    },
    async saveLive(uid, records, seenEpoch) {
      const pairs = records.flatMap(([documentId, record]) => [documentId, JSON.stringify(record)]);
      if (pairs.length === 0) return;
      const args = [
        seenEpoch,
        TTL_SECONDS,
        tagPrefix,
        holdPrefix,
        lastWritePrefix,
        livePrefix,
        uid,
        ...pairs,
      ];
      await scripts.cacheSaveLive(...args);
    },
    purge: async (tags) => Number(await write('purge', tags)),
    hold: async (tags, { keepLive = false } = {}) =>
      Number(await write(keepLive ? 'hold-keep-live' : 'hold', tags)),
    release: async (tags, refresh) =>
      Number(await write('release', tags, refresh?.records.length ? refresh : undefined)),
  };
};

module.exports = { createRedisStore };
