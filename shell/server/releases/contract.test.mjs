import { describe, expect, it } from 'vitest';
import { contractOf, contractProblems } from './contract.mjs';

const shared = (name, version, { range = `^${version}`, ownCopy = true } = {}) => ({
  name,
  version,
  requiredVersion: range,
  assets: { js: { sync: ownCopy ? ['static/js/1.js'] : [], async: [] } },
});

const shell = {
  version: 'S1',
  contract: contractOf({
    shared: [
      shared('react', '19.3.1'),
      shared('@chargemaroc/shared/ui/layout', '0.1.0'),
      shared('@chargemaroc/shared/format', '0.1.0'),
    ],
  }),
};
const remote = (entries) => ({ app: 'mf-shop', version: 'R1', contract: contractOf({ shared: entries }) });

describe('the contract of a release', () => {
  it('lists what a build requires, and whether it must come from the host (no copy of its own)', () => {
    const { requires, provides } = contractOf({
      shared: [
        shared('react', '19.3.1'),
        shared('@chargemaroc/shared/ui/layout', '0.1.0', { ownCopy: false }),
      ],
    });
    expect(requires).toEqual([
      { name: '@chargemaroc/shared/ui/layout', range: '^0.1.0', fromHost: true },
      { name: 'react', range: '^19.3.1', fromHost: false },
    ]);
    expect(provides).toEqual([{ name: 'react', version: '19.3.1' }]);
  });

  it('requires the compatible versions of each module from its version, as the builds record no range', () => {
    const built = remote([shared('react', '18.3.1', { range: null })]);
    expect(built.contract.requires).toEqual([{ name: 'react', range: '^18.3.1', fromHost: false }]);
    expect(contractProblems(built, shell, 'production')).toEqual([
      'mf-shop a été construit pour react ^18.3.1, mais le shell de production (S1) fournit 19.3.1.',
    ]);
  });

  it('accepts a remote built against what the shell provides', () => {
    const built = remote([
      shared('react', '19.3.1'),
      shared('@chargemaroc/shared/ui/layout', '0.1.0', { ownCopy: false }),
    ]);
    expect(contractProblems(built, shell, 'production')).toEqual([]);
  });

  it('refuses a range the shell does not satisfy, in plain words', () => {
    const built = remote([shared('@chargemaroc/shared/format', '0.2.0')]);
    expect(contractProblems(built, shell, 'production')).toEqual([
      'mf-shop a été construit pour @chargemaroc/shared/format ^0.2.0, mais le shell de production (S1) fournit 0.1.0.',
    ]);
  });

  it('refuses a module the remote takes from the host when the shell does not provide it', () => {
    const built = remote([shared('@chargemaroc/shared/ui/dialog', '0.1.0', { ownCopy: false })]);
    expect(contractProblems(built, shell, 'staging')).toEqual([
      'mf-shop a besoin de @chargemaroc/shared/ui/dialog (^0.1.0), que le shell de staging (S1) ne fournit pas.',
    ]);
  });

  it('refuses a second copy of a one-per-page module, accepts a stateless module the remote brings itself', () => {
    const built = remote([
      shared('zustand', '5.1.0'),
      shared('@chargemaroc/shared/domain/new-rule', '0.1.0'),
    ]);
    expect(contractProblems(built, shell, 'production')).toEqual([
      'mf-shop a besoin de zustand (^5.1.0), que le shell de production (S1) ne fournit pas.',
    ]);
  });
});
