import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listening } from './server-testing.mjs';
import { superviseCms } from './cms-process.mjs';

/** A stand-in CMS: serves its health check, unless the file `broken` exists (then it exits at once). */
const STAND_IN_CMS = `
import fs from 'node:fs';
import http from 'node:http';
if (fs.existsSync(process.env.BROKEN_FILE)) process.exit(1);
http
  .createServer((req, res) => res.writeHead(req.url === '/_health' ? 204 : 200).end(String(process.pid)))
  .listen(Number(process.env.PORT), process.env.HOST);
`;

async function freePort() {
  const probe = await listening(() => {});
  await probe.close();
  return Number(new URL(probe.url).port);
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-process-'));
const script = path.join(folder, 'stand-in-cms.mjs');
fs.writeFileSync(script, STAND_IN_CMS);
const brokenFile = path.join(folder, 'broken');

let supervised;
afterEach(async () => {
  await supervised?.stop();
  fs.rmSync(brokenFile, { force: true });
});

describe('CMS supervision', () => {
  it('starts a CMS that stopped again, pausing longer each time it fails to start', async () => {
    const log = vi.fn();
    supervised = await superviseCms({
      port: await freePort(),
      script,
      quiet: true,
      env: { BROKEN_FILE: brokenFile },
      restartDelayMs: 100,
      log,
    });
    const first = supervised.child.pid;
    fs.writeFileSync(brokenFile, '');
    process.kill(first, 'SIGKILL');

    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('in 400 ms')), {
      timeout: 5000,
    });
    const pauses = log.mock.calls
      .map(([message]) => message)
      .filter((message) => message.includes('starts again'));
    expect(pauses.slice(0, 3)).toEqual([
      'The CMS stopped (SIGKILL); it starts again in 100 ms.',
      'The CMS stopped (code 1); it starts again in 200 ms.',
      'The CMS stopped (code 1); it starts again in 400 ms.',
    ]);

    fs.rmSync(brokenFile);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^The CMS is up again/)), {
      timeout: 5000,
    });
    const answer = await fetch(supervised.url);
    expect(Number(await answer.text())).toBe(supervised.child.pid);
    expect(supervised.child.pid).not.toBe(first);
  });

  it('starts nothing again once stopped', async () => {
    const log = vi.fn();
    supervised = await superviseCms({ port: await freePort(), script, quiet: true, restartDelayMs: 50, log });
    const { child } = supervised;
    await supervised.stop();
    expect(child.signalCode).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log).not.toHaveBeenCalled();
  });
});
