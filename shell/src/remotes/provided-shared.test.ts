import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sectionSharedModules } from './provided-shared';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SECTIONS = ['mf-shop', 'mf-vehicles', 'mf-checkout', 'mf-account', 'mf-content', 'mf-stations'];
/** Entries a section uses only when it runs alone in development, or in its tests. */
const NOT_IN_PAGES = new Set(['dev/standalone', 'testing/api-stub']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The shared package's entries whose code is imported (not only types) under `folder`. */
function importedEntries(folder: string): Set<string> {
  const entries = new Set<string>();
  for (const file of sourceFiles(path.join(root, folder, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, entry] of text.matchAll(
      /import\s+(type\s+)?[^;]*?from '@chargemaroc\/shared\/([\w/-]+)'/g,
    ))
      if (!typeOnly) entries.add(entry!);
  }
  return entries;
}

const sharedManifest = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};
const providedByTheShell = new Set([...Object.keys(sectionSharedModules), ...importedEntries('shell')]);

describe('the shared modules the shell provides to sections', () => {
  it('include every entry a section imports: else the section downloads its own copy, with its own messages and validation library', () => {
    const missing = SECTIONS.flatMap((section) =>
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
});
