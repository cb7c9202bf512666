import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedModules } from '../../build/federation.mjs';

const exportedEntries = Object.keys(
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { exports: object })
    .exports,
)
  .filter((key) => key === './ui' || key.startsWith('./ui/'))
  .map((key) => `@chargemaroc/shared/${key.slice(2)}`);

type SharedConfig = Record<string, { import?: false | string }>;

describe('the design system in the share scope', () => {
  it("is never provided by a deployed remote, whose copy would carry a second Chakra without the shell's provider", () => {
    for (const side of ['browser', 'server'] as const) {
      const shared = sharedModules(side, { designSystemFromHost: true }) as SharedConfig;
      expect(exportedEntries.filter((entry) => shared[entry]?.import !== false)).toEqual([]);
    }
  });

  it('is provided by the shell (and by a remote running alone in development)', () => {
    const shared = sharedModules('browser') as SharedConfig;
    expect(exportedEntries.filter((entry) => entry in shared)).toEqual([]);
    expect(shared['@chargemaroc/shared/']).toBeDefined();
  });
});
