import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARES_AHEAD } from './index';

const here = import.meta.dirname;
const eagerImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/import\(\s*\/\* webpackMode: "eager" \*\/\s*'([^']+)'\s*\)/g)].map(
    ([, request]) => request!,
  );
const groupFiles = readdirSync(here).filter(
  (name) => name.endsWith('.ts') && !/^index\.|\.test\./.test(name),
);

describe('the shared modules asked for ahead of the bootstrap', () => {
  it('are each one the bootstrap imports: a group never fetches what the page does not need', () => {
    const needed = new Set(eagerImports(path.join(here, '..', '..', 'bootstrap.tsx')));
    const named = groupFiles.flatMap((name) => eagerImports(path.join(here, name)));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((request) => !needed.has(request))).toEqual([]);
  });

  it('are one group per chunk, each group asked for in order', () => {
    expect(SHARES_AHEAD).toHaveLength(groupFiles.length);
    const indexText = readFileSync(path.join(here, 'index.ts'), 'utf8');
    for (const name of groupFiles) expect(indexText).toContain(`import('./${path.basename(name, '.ts')}')`);
  });
});
