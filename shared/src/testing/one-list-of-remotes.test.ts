import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../remotes.mjs';
import { REPOSITORY_ROOT } from './app-sources';

/** Files that may name every remote: the list itself, and the data the servers read as it is. */
const ALLOWED = new Set([
  'shared/remotes.mjs',
  // checked against the list by shell/src/remotes/remotes-files.test.ts
  'shell/public/remotes/development.json',
  'shell/public/remotes/production.json',
  // the route table says which remote serves each path
  'shell/src/app/route-table.ts',
]);

const remoteWords = new RegExp(
  `\\b(${REMOTES.flatMap(({ folder, name }) => [folder, name]).join('|')})\\b`,
  'g',
);

/** A text lists the remotes when it names every one of them, or every dev port. */
function listsTheRemotes(text: string): boolean {
  const named = new Set([...text.matchAll(remoteWords)].map(([word]) => word.replace('_', '-')));
  const ports = REMOTES.filter(({ port }) => new RegExp(`\\b${port}\\b`).test(text));
  return named.size === REMOTES.length || ports.length === REMOTES.length;
}

/** The code and configuration git tracks (tests, prose and the release store left out). */
function codeFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|cjs|json)$/.test(file) &&
      !/(^|\/)(releases|node_modules|dist|test|e2e)\//.test(file) &&
      !/\.(test|spec)\.\w+$/.test(file) &&
      !/(^|\/)package\.json$|pnpm-lock/.test(file),
  );
}

describe('the one list of remotes (shared/remotes.mjs)', () => {
  it('is the only file that lists them: every other list is derived from it', () => {
    const listing = codeFiles()
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => listsTheRemotes(readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8')));
    expect(listing).toEqual([]);
  });

  it('finds a list written again, by folders, federated names or dev ports', () => {
    expect(listsTheRemotes(`const APPS = [${REMOTES.map(({ folder }) => `'${folder}'`).join(', ')}];`)).toBe(
      true,
    );
    expect(listsTheRemotes(REMOTES.map(({ name }) => `useIsRemoteEnabled('${name}')`).join('\n'))).toBe(true);
    expect(listsTheRemotes(`const DEV_PORTS = [3000, ${REMOTES.map(({ port }) => port).join(', ')}];`)).toBe(
      true,
    );
    expect(listsTheRemotes("useIsRemoteEnabled('mf_shop'); useIsRemoteEnabled('mf_content');")).toBe(false);
  });
});
