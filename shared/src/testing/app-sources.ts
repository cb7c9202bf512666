/**
 * The apps' own source files (no tests), for tests that check a rule across every app: the names
 * imported from the shared router, the shared entries each section needs from the shell.
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
