// Every remote follows docs/remote-template.md: the same folders, hooks that are hooks, loaders named
// alike, one way to make a page lazy, a standalone mount built from the route table.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../remotes.mjs';
import { routeTable } from '../routing/paths';
import { REPOSITORY_ROOT } from './app-sources';

const SRC_ENTRIES = ['bootstrap.tsx', 'common', 'exposes', 'features', 'index.ts', 'labels.ts', 'testing'];
const KINDS = ['api', 'components', 'hooks', 'model'];
const README_SECTIONS = [
  'Exposed modules',
  'Routes',
  'Events',
  'Federated modules it loads',
  'Run it alone',
  'Inside',
];
/** Known departures, each with the reason it stays for now. */
const ALLOWED_IN_FEATURE = new Set([
  // the comments are loaded alone by the shop's product page: their wording travels with them
  'mf-content/src/features/comments/labels.ts',
  // the comments' test harness, to join src/testing with the one test kit (issue 27)
  'mf-content/src/features/comments/testing',
]);

const read = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');
const entries = (dir: string) =>
  existsSync(path.join(REPOSITORY_ROOT, dir)) ? readdirSync(path.join(REPOSITORY_ROOT, dir)).sort() : [];
const isDir = (file: string) => statSync(path.join(REPOSITORY_ROOT, file)).isDirectory();

function filesUnder(dir: string): string[] {
  return entries(dir).flatMap((name) => {
    const file = `${dir}/${name}`;
    return isDir(file) ? filesUnder(file) : [file];
  });
}
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe.each(REMOTES.map((remote) => [remote.folder, remote] as const))('%s', (folder, remote) => {
  const src = `${folder}/src`;

  it('has only the template folders under src/, and the entry files', () => {
    expect(entries(src).filter((name) => !SRC_ENTRIES.includes(name))).toEqual([]);
    for (const file of ['index.ts', 'bootstrap.tsx', 'labels.ts', 'exposes/routes.tsx']) {
      expect(existsSync(path.join(REPOSITORY_ROOT, src, file)), `${src}/${file}`).toBe(true);
    }
  });

  it('keeps common/ to the four kinds of folder, no feature inside', () => {
    expect(entries(`${src}/common`).filter((name) => !KINDS.includes(name))).toEqual([]);
  });

  it('gives each feature only api/, components/, hooks/ and model/', () => {
    const strays = entries(`${src}/features`).flatMap((feature) =>
      entries(`${src}/features/${feature}`)
        .map((name) => `${src}/features/${feature}/${name}`)
        .filter((file) => !KINDS.includes(path.basename(file)) && !ALLOWED_IN_FEATURE.has(file)),
    );
    expect(strays).toEqual([]);
  });

  it('keeps hooks in hooks/: each file there exports a use… function', () => {
    const hookFolders = filesUnder(src).filter((file) => /\/hooks\/[^/]+$/.test(file) && !isTest(file));
    const notHooks = hookFolders.filter(
      (file) => !/export (async )?function use[A-Z]|export const use[A-Z]/.test(read(file)),
    );
    expect(notHooks).toEqual([]);
  });

  it('names each route loader <name>Loader in api/<name>-loader.ts', () => {
    const misplaced = filesUnder(src)
      .filter((file) => /\.tsx?$/.test(file) && !isTest(file) && !file.includes('/testing/'))
      .filter((file) => /export (async )?function \w+Loader\b/.test(read(file)))
      .filter((file) => !/\/api\/[\w-]+-loader\.ts$/.test(file));
    expect(misplaced).toEqual([]);
  });

  it('makes its pages lazy with lazyComponent only', () => {
    const routes = read(`${src}/exposes/routes.tsx`);
    expect(routes).toMatch(/lazyComponent\(/);
    expect(routes).not.toMatch(/\blazy\(/);
  });

  it('exposes a route object for each page the route table gives it, and no other', () => {
    const routeIds = [
      ...read(`${src}/exposes/routes.tsx`).matchAll(/^ {2}'?([\w-]+)'?: defineRoute\(/gm),
    ].map(([, id]) => id);
    const given = routeTable.filter((row) => row.remote === remote.name).map((row) => row.route);
    expect(routeIds.length).toBeGreaterThan(0);
    expect([...given].sort()).toEqual([...routeIds].sort());
  });

  it('mounts, when run alone, the pages the route table gives it (no list of its own)', () => {
    const bootstrap = read(`${src}/bootstrap.tsx`);
    expect(bootstrap).toMatch(new RegExp(`mountStandalone\\(\\{\\s*remote: '${remote.name}',`));
    expect(bootstrap).not.toMatch(/\bpaths: \{/);
  });

  it('has a README with the sections of the template, in order', () => {
    const readme = read(`${folder}/README.md`);
    expect(readme.split('\n')[0]).toBe(`# ${folder}`);
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map(([, title]) => title ?? '');
    expect(sections.filter((title) => README_SECTIONS.includes(title))).toEqual(README_SECTIONS);
  });
});
