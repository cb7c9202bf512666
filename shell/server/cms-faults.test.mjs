// The production start with its CMS killed, then hung: a stand-in CMS (a small HTTP server answering
// its health check and the API) runs as the CMS through CMS_START_SCRIPT.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './server-testing.mjs';

const START = path.join(import.meta.dirname, 'start.mjs');

const STAND_IN_CMS = `
import http from 'node:http';
http
  .createServer((req, res) => {
    if (req.url === '/_health') return res.writeHead(204).end();
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/content-version') return res.end(JSON.stringify({ version: 'v1' }));
    res.end(JSON.stringify({ data: [], cms: process.pid }));
  })
  .listen(Number(process.env.PORT), process.env.HOST);
`;

async function freePort() {
  const probe = await listening(() => {});
  await probe.close();
  return Number(new URL(probe.url).port);
}

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

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the production start when its CMS fails', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-faults-'));
  let origin;
  let url;
  let output = '';
  const apiRead = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/api/produits`);
    const body = await response.json();
    return { status: response.status, body, ms: performance.now() - started };
  };

  beforeAll(async () => {
    const script = path.join(folder, 'stand-in-cms.mjs');
    fs.writeFileSync(script, STAND_IN_CMS);
    const remotesFile = path.join(folder, 'remotes.json');
    fs.writeFileSync(remotesFile, '{"remotes":[]}');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // the start runs its own CMS
    const environment = { ...process.env };
    delete environment.CMS_URL;
    origin = spawn(process.execPath, [START], {
      env: {
        ...environment,
        PORT: String(port),
        CMS_PORT: String(await freePort()),
        CMS_START_SCRIPT: script,
        CMS_TIMEOUT: '1.5',
        CMS_QUIET: 'true',
        WEB_CONCURRENCY: '2',
        REMOTES_FILE: remotesFile,
        RELEASES_DIR: path.join(folder, 'releases'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    origin.stdout.on('data', (chunk) => (output += chunk));
    origin.stderr.on('data', (chunk) => (output += chunk));
    await until(() => output.includes('(2 processus)'), 30_000);
  }, 40_000);

  afterAll(() => {
    if (origin.exitCode === null) origin.kill('SIGKILL');
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('starts a killed CMS again, says so, and the API answers again', async () => {
    const before = await apiRead();
    expect(before.status).toBe(200);
    const killed = before.body.cms;

    process.kill(killed, 'SIGKILL');
    const down = await until(async () => {
      const read = await apiRead();
      return read.status === 502 && read;
    });
    expect(down.body.error.message).toMatch(/^Service temporairement indisponible/);

    const after = await until(async () => {
      const read = await apiRead();
      return read.status === 200 && read;
    }, 15_000);
    expect(after.body.cms).not.toBe(killed);
    expect(output).toContain('The CMS stopped (SIGKILL); it starts again in 1000 ms.');
    await until(() => output.includes('The CMS is up again'), 5000);
  }, 30_000);

  it('answers a French 504 in CMS_TIMEOUT while the CMS is hung, and at once once it is back', async () => {
    const { body } = await apiRead();
    const hung = body.cms;
    process.kill(hung, 'SIGSTOP');
    try {
      const reads = await Promise.all(Array.from({ length: 4 }, () => apiRead()));
      for (const read of reads) {
        expect(read.status).toBe(504);
        expect(read.body.error.message).toBe('La requête a expiré. Veuillez réessayer.');
        expect(read.ms).toBeLessThan(4000);
      }
    } finally {
      process.kill(hung, 'SIGCONT');
    }
    const back = await apiRead();
    expect(back.status).toBe(200);
    expect(back.body.cms).toBe(hung);
  }, 30_000);

  it('stops its CMS for good and removes the shared pages folder when it stops', async () => {
    const { body } = await apiRead();
    const [worker] = execFileSync('ps', ['-o', 'pid=', '--ppid', String(origin.pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((pid) => pid && pid !== body.cms);
    const sharedFolder = fs
      .readFileSync(`/proc/${worker}/environ`, 'utf8')
      .split('\0')
      .find((variable) => variable.startsWith('PAGE_CACHE_SHARED_DIR='))
      ?.split('=')[1];
    expect(fs.statSync(sharedFolder).isDirectory()).toBe(true);

    const logged = output.length;
    const exited = once(origin, 'exit');
    origin.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(isRunning(body.cms)).toBe(false);
    expect(output.slice(logged)).not.toContain('starts again');
    expect(fs.existsSync(sharedFolder)).toBe(false);
  }, 30_000);
});
