import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@chargemaroc/shared/remotes';
import { parseRemotesFile } from './remotes-config';

const remotesFile = (environment: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../public/remotes/${environment}.json`, import.meta.url), 'utf8'));

// The remotes files are data the origin serves as they are: they follow the one list of remotes.
describe('the remotes files', () => {
  it('development: every remote of the list, on its dev port', () => {
    expect(parseRemotesFile(remotesFile('development'))).toEqual(
      REMOTES.map(({ name, port }) => ({
        name,
        manifest: `http://localhost:${port}/mf-manifest.json`,
        enabled: true,
      })),
    );
  });

  it('production: every remote of the list, under its folder', () => {
    expect(parseRemotesFile(remotesFile('production'))).toEqual(
      REMOTES.map(({ name, folder }) => ({
        name,
        manifest: `/remotes/${folder}/mf-manifest.json`,
        enabled: true,
      })),
    );
  });
});
