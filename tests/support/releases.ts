import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { E2E_CMS_PORT, E2E_RELEASES_DIR } from './ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(ROOT, 'shell', 'server', 'releases', 'cli.mjs');
const run = promisify(execFile);

/** The release commands (`pnpm release`, `rollback`, `releases`…) on the e2e origins' release store. */
export async function releases(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        RELEASES_DIR: E2E_RELEASES_DIR,
        CMS_URL: `http://127.0.0.1:${E2E_CMS_PORT}`,
        RELEASED_BY: 'e2e',
      },
      timeout: 180_000,
      maxBuffer: 16 * 2 ** 20,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The release commands, throwing with their output when they refuse or fail (for set-up and clean-up). */
export async function releasesOrThrow(...args: string[]): Promise<void> {
  const { code, output } = await releases(...args);
  if (code !== 0) throw new Error(`release command ${args.join(' ')} failed (${code}):\n${output}`);
}

/** The release of an app (by federated name) the origin serves now (it reads the pointers every second). */
export async function servedVersion(page: Page, federatedName: string): Promise<string | undefined> {
  const live = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: Array<{ name: string; version?: string }>;
  };
  return live.remotes.find((remote) => remote.name === federatedName)?.version;
}

const RELEASE_STORE_LOCK = `${E2E_RELEASES_DIR}.lock`;
/** A lock left by a worker that died is taken over after this long. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Holds the e2e origins' production pointers for a spec that changes them (a release, a rollback, a
 * section switched off), until `letGoOfReleaseStore`: two such specs in two workers would each see
 * production change under their checks ('production a changé pendant la vérification').
 */
export async function holdReleaseStore(): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(RELEASE_STORE_LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age =
        Date.now() - (fs.statSync(RELEASE_STORE_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(RELEASE_STORE_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export function letGoOfReleaseStore(): void {
  fs.rmSync(RELEASE_STORE_LOCK, { recursive: true, force: true });
}
