import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, SECTION_FOLDERS, appSourceFiles } from '@chargemaroc/shared/testing/app-sources';
import { sectionSharedModules } from './provided-shared';

/** Entries a section uses only when it runs alone in development, or in its tests. */
const NOT_IN_PAGES = new Set(['dev/standalone', 'testing/network', 'testing/render', 'testing/session']);

/** The shared package's entries whose code is imported (not only types) under `folder`. */
function importedEntries(folder: string): Set<string> {
  const entries = new Set<string>();
  for (const file of appSourceFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, entry] of text.matchAll(
      /import\s+(type\s+)?[^;]*?from '@chargemaroc\/shared\/([\w/-]+)'/g,
    ))
      if (!typeOnly) entries.add(entry!);
  }
  return entries;
}

const sharedManifest = JSON.parse(
  readFileSync(path.join(REPOSITORY_ROOT, 'shared/package.json'), 'utf8'),
) as {
  exports: Record<string, unknown>;
};
/**
 * Each entry of the shared package's "exports" (`contracts/cart`, `ui/dialog`…), a wildcard
 * (`./contracts/*`) expanded to the files it points to.
 */
function exportedEntries(): Set<string> {
  const entries = new Set<string>();
  for (const [key, target] of Object.entries(sharedManifest.exports)) {
    const entry = key.slice(2);
    if (!entry.includes('*')) {
      entries.add(entry);
      continue;
    }
    const file = typeof target === 'string' ? target : (target as { default: string }).default;
    const extension = path.extname(file);
    for (const name of readdirSync(path.join(REPOSITORY_ROOT, 'shared', path.dirname(file))))
      if (name.endsWith(extension) && !/\.test\.|\.d\.ts$/.test(name))
        entries.add(entry.replace('*', path.basename(name, extension)));
  }
  return entries;
}

const providedByTheShell = new Set([...Object.keys(sectionSharedModules), ...importedEntries('shell')]);

describe('the shared modules the shell provides to sections', () => {
  it('include every entry a section imports: else the section downloads its own copy, with its own messages and validation library', () => {
    const missing = SECTION_FOLDERS.flatMap((section) =>
      [...importedEntries(section)]
        .filter((entry) => !NOT_IN_PAGES.has(entry) && !providedByTheShell.has(entry))
        .map((entry) => `${section}: ${entry}`),
    );
    expect(missing).toEqual([]);
  });

  it('include every design-system entry, so no section can bundle a second Chakra', () => {
    const designSystemEntries = Object.keys(sharedManifest.exports)
      .filter((key) => key === './ui' || key.startsWith('./ui/'))
      .map((key) => key.slice(2));
    expect(designSystemEntries.filter((entry) => !providedByTheShell.has(entry))).toEqual([]);
  });

  // The list cannot be derived from "exports" at build time: a share scope is given a module by an
  // import() the bundler sees, written with the package's request; the exports hold more than the
  // sections take (Node and build helpers, test kits, modules no section imports). So these two
  // tests hold the list to "exports" and to what the sections import, both ways.
  it('names only entries of the shared package\'s "exports"', () => {
    const exported = exportedEntries();
    expect(Object.keys(sectionSharedModules).filter((entry) => !exported.has(entry))).toEqual([]);
  });

  it("names no entry that no section imports (the design system's entries apart)", () => {
    const imported = new Set(SECTION_FOLDERS.flatMap((section) => [...importedEntries(section)]));
    const unused = Object.keys(sectionSharedModules).filter(
      (entry) => !imported.has(entry) && entry !== 'ui' && !entry.startsWith('ui/'),
    );
    expect(unused).toEqual([]);
  });
});
