'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const { freePort } = require('./free-port');

const APP_DIR = path.resolve(__dirname, '..', '..');

const waitUntilReady = async (baseUrl, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the CMS stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/_health`)).status === 204) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the CMS did not become ready in time');
};

/**
 * Starts `node scripts/start.js` as its own process with `env` on a free port and waits for
 * GET /_health. Answers {baseUrl, child, exitCode (a promise), stderr(), stop(signal)}.
 */
const spawnCms = async (env, { timeoutMs = 180_000 } = {}) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: APP_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env, PORT: String(port) },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (process.env.CMS_PROCESS_STDERR === 'inherit') process.stderr.write(chunk);
  });
  const exitCode = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`, { cause: error });
  }
  return {
    baseUrl,
    child,
    exitCode,
    stderr: () => stderr,
    stop: async (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exitCode;
    },
  };
};

module.exports = { spawnCms };
