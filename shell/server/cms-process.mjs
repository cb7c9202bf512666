import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const CMS_SCRIPT = path.join(ROOT, 'cms', 'scripts', 'start.js');
/** The back office, once `pnpm build` built it (cms/scripts/build-admin.js): the CMS serves it, the origin at /admin. */
const adminBuilt = () => fs.existsSync(path.join(ROOT, 'cms', 'build', 'index.html'));

async function isUp(url) {
  try {
    const response = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(5000) });
    return response.ok || response.status === 204;
  } catch {
    return false;
  }
}

function spawnCms({ port, env, quiet, script }) {
  return spawn(process.execPath, [script], {
    cwd: path.join(ROOT, 'cms'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      // the production origin proxies /api and forwards the client address (rate limits per shopper)
      CMS_BEHIND_PROXY: 'true',
      ...(adminBuilt() ? { CMS_ADMIN: 'true', STRAPI_TELEMETRY_DISABLED: 'true' } : {}),
      ...env,
    },
    stdio: quiet ? 'ignore' : 'inherit',
  });
}

async function untilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The CMS exited (${child.signalCode ?? `code ${child.exitCode}`})`);
    if (await isUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The CMS did not answer in time');
}

/**
 * Starts the CMS on its embedded database and resolves once it answers. `script` (the CMS's own
 * start by default) is what runs as the CMS.
 */
export async function startCms({ port, env = {}, timeoutMs = 120_000, quiet = false, script = CMS_SCRIPT }) {
  const url = `http://127.0.0.1:${port}`;
  if (await isUp(url)) throw new Error(`Port ${port} is already serving a CMS; set CMS_URL to use it.`);
  const child = spawnCms({ port, env, quiet, script });
  await untilUp(url, child, timeoutMs);
  return { url, child };
}

/**
 * Starts the CMS (as `startCms`) and keeps it running: a CMS that exits — killed, crashed — is
 * started again on the same port, after a pause of `restartDelayMs` that doubles (up to
 * `maxDelayMs`) while it keeps stopping within a minute or failing to start, each said in the log.
 * `stop()` stops it for good.
 * @param {{
 *   port: number,
 *   env?: Record<string, string>,
 *   quiet?: boolean,
 *   script?: string,
 *   timeoutMs?: number,
 *   restartDelayMs?: number,
 *   maxDelayMs?: number,
 *   log?: (message: string) => void,
 * }} options
 */
export async function superviseCms({
  port,
  env = {},
  quiet = false,
  script = CMS_SCRIPT,
  timeoutMs = 120_000,
  restartDelayMs = 1000,
  maxDelayMs = 30_000,
  log = console.error,
}) {
  const { url, child: first } = await startCms({ port, env, quiet, script, timeoutMs });
  let child = first;
  let startedAt = Date.now();
  let delayMs = 0;
  let stopping = false;
  let timer;

  const restartLater = (why) => {
    const shortLived = Date.now() - startedAt < 60_000;
    delayMs = shortLived && delayMs > 0 ? Math.min(delayMs * 2, maxDelayMs) : restartDelayMs;
    log(`The CMS ${why}; it starts again in ${delayMs} ms.`);
    timer = setTimeout(restart, delayMs);
  };

  const watch = (cms) =>
    cms.once('exit', (code, signal) => {
      if (!stopping) restartLater(`stopped (${signal ?? `code ${code}`})`);
    });

  async function restart() {
    if (stopping) return;
    startedAt = Date.now();
    child = spawnCms({ port, env, quiet, script });
    watch(child);
    try {
      await untilUp(url, child, timeoutMs);
      if (!stopping) log(`The CMS is up again (${url}).`);
    } catch (error) {
      // its exit (a CMS that never answered is killed) schedules the next try
      if (!stopping) log(`The CMS did not start again: ${error.message}`);
    }
  }

  watch(first);

  return {
    url,
    /** The CMS process running now (a restart replaces it). */
    get child() {
      return child;
    },
    /** Stops the CMS for good: SIGTERM, and its exit awaited. */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
