'use strict';

const DEFAULT_KEY_PREFIX = 'chargemaroc:cms:';
const TIMED_OUT = 'Command timed out';

/** @type {{ url: string, client: import('ioredis').Redis } | null} */
let shared = null;

/** Prefix of every key this CMS writes to Redis (REDIS_KEY_PREFIX; tests give each run its own). */
const redisKeyPrefix = () => process.env.REDIS_KEY_PREFIX || DEFAULT_KEY_PREFIX;

/**
 * @param {string} name
 * @param {number} fallback
 */
const millisecondsFromEnv = (name, fallback) => {
  const value = Number.parseInt(process.env[name] || '', 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * A command that timed out means a Redis that holds the connection open without answering (a
 * stopped process, a saturated server): the connection is dropped and made again, and until Redis
 * answers its handshake every command fails at once instead of waiting for its own timeout.
 *
 * @param {import('ioredis').Redis} client
 */
const reconnectWhenUnanswered = (client) => {
  const sendCommand = client.sendCommand.bind(client);
  /** @type {typeof client.sendCommand} */
  client.sendCommand = (command, stream) => {
    const sent = sendCommand(command, stream);
    command.promise.catch((/** @type {Error | undefined} */ error) => {
      if (error?.message === TIMED_OUT && client.status === 'ready') client.disconnect(true);
    });
    return sent;
  };
};

/**
 * The one Redis connection of this process when REDIS_URL is set, else null (everything then
 * stays in this process's memory). Every command is bounded: it fails at once while Redis is not
 * connected (no offline queue) and after REDIS_COMMAND_TIMEOUT_MS (default 500) when Redis does
 * not answer; callers fall back (reads to the database, rate limits to this process's memory).
 */
const getRedis = () => {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (shared?.url !== url) {
    const { Redis } = require('ioredis');
    const client = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: millisecondsFromEnv('REDIS_CONNECT_TIMEOUT_MS', 2000),
      commandTimeout: millisecondsFromEnv('REDIS_COMMAND_TIMEOUT_MS', 500),
      retryStrategy: (attempts) => Math.min(attempts * 100, 1000),
    });
    reconnectWhenUnanswered(client);
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

/**
 * Waits until the connection is ready (without an offline queue, a command sent before would
 * fail), at most the connect timeout: a Redis away at start is fallen back from like any outage.
 */
const connectRedis = async () => {
  const client = getRedis();
  if (!client || client.status === 'ready') return;
  const connecting = client;
  await new Promise((/** @type {(value?: void) => void} */ resolve) => {
    const timer = setTimeout(done, millisecondsFromEnv('REDIS_CONNECT_TIMEOUT_MS', 2000));
    function done() {
      clearTimeout(timer);
      connecting.off('ready', done);
      resolve();
    }
    client.once('ready', done);
  });
};

/** Closes the connection (on shutdown), so that the process can exit. */
const closeRedis = async () => {
  if (!shared) return;
  const { client } = shared;
  shared = null;
  try {
    if (client.status !== 'ready') throw new Error('not connected');
    await client.quit();
  } catch {
    client.disconnect();
  }
};

module.exports = { getRedis, connectRedis, closeRedis, redisKeyPrefix };
