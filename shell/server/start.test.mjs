import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './server-testing.mjs';

const START = path.join(import.meta.dirname, 'start.mjs');

/** A free port of this machine (taken, then given back). */
async function freePort() {
  const probe = await listening(() => {});
  await probe.close();
  return Number(new URL(probe.url).port);
}

const childrenOf = (pid) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean);

async function until(check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the production start', () => {
  let cms;
  let origin;
  let url;
  let output = '';

  beforeAll(async () => {
    cms = await listening((_req, res) =>
      res.setHeader('content-type', 'application/json').end('{"version":"v1"}'),
    );
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    origin = spawn(process.execPath, [START], {
      env: {
        ...process.env,
        PORT: String(port),
        CMS_URL: cms.url,
        WEB_CONCURRENCY: '2',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    origin.stdout.on('data', (chunk) => (output += chunk));
    origin.stderr.on('data', (chunk) => (output += chunk));
    await until(() => output.includes('(2 processus)'));
  }, 30_000);

  afterAll(async () => {
    if (origin.exitCode === null) origin.kill('SIGKILL');
    await cms.close();
  });

  it('serves from WEB_CONCURRENCY workers, replaces one that dies, and stops on SIGTERM with code 0', async () => {
    const workers = childrenOf(origin.pid);
    expect(workers).toHaveLength(2);
    // production mode whatever the environment said (Express and React take their production paths)
    expect(readFileSync(`/proc/${workers[0]}/environ`, 'utf8').split('\0')).toContain('NODE_ENV=production');
    expect((await fetch(`${url}/remotes.json`)).status).toBe(200);

    process.kill(workers[0], 'SIGKILL');
    await until(() => {
      const now = childrenOf(origin.pid);
      return now.length === 2 && !now.includes(workers[0]);
    });
    await until(async () => (await fetch(`${url}/remotes.json`)).ok);

    const exited = once(origin, 'exit');
    origin.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    await expect(fetch(`${url}/remotes.json`)).rejects.toThrow();
  }, 30_000);
});
