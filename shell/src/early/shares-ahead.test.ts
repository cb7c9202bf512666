import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARES_AHEAD } from './shares-ahead';

describe('the shared modules asked for ahead of the bootstrap', () => {
  it('are each one the bootstrap imports: the page never fetches one it does not need', () => {
    const bootstrap = readFileSync(path.join(import.meta.dirname, '..', 'bootstrap.tsx'), 'utf8');
    const imported = new Set(
      [...bootstrap.matchAll(/import\(\s*\/\* webpackMode: "eager" \*\/\s*'([^']+)'\s*\)/g)].map(
        ([, request]) => request!,
      ),
    );
    expect(SHARES_AHEAD.filter((request) => !imported.has(request))).toEqual([]);
  });
});
