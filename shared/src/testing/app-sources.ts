/**
 * The apps' own source files (no tests), for tests that check a rule across every app: the names
 * imported from the shared router, the shared entries each section needs from the shell, the paths
 * and remotes written only in their one home.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_FOLDERS } from '../../remotes.mjs';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SECTION_FOLDERS: readonly string[] = REMOTE_FOLDERS;
export const APP_FOLDERS = ['shell', 'shared', ...SECTION_FOLDERS];

function* sourceFilesUnder(dir: string, skipTestingHelpers: boolean): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(skipTestingHelpers && entry.name === 'testing'))
        yield* sourceFilesUnder(full, skipTestingHelpers);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The `.ts`/`.tsx` files under `<folder>/src`, tests left out (and `testing/` helpers, if asked). */
export function appSourceFiles(folder: string, { skipTestingHelpers = false } = {}): string[] {
  return [...sourceFilesUnder(path.join(REPOSITORY_ROOT, folder, 'src'), skipTestingHelpers)];
}

/** The origin's helpers for its tests (fixtures), left out with the tests. */
const SERVER_TEST_HELPERS = new Set(['server-testing.mjs', 'release-fixtures.mjs']);

function* serverFilesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* serverFilesUnder(full);
    else if (
      /\.mjs$/.test(entry.name) &&
      !/\.test\.mjs$/.test(entry.name) &&
      !SERVER_TEST_HELPERS.has(entry.name)
    )
      yield full;
  }
}

/** The origin's Node code (the .mjs files under shell/server), its tests and test helpers left out. */
export function serverSourceFiles(): string[] {
  return [...serverFilesUnder(path.join(REPOSITORY_ROOT, 'shell', 'server'))];
}
