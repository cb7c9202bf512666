// What a build asks of the page and what the shell gives it: the shared modules, with their versions.
// A remote is checked against the shell of the environment it goes live in, before any shopper sees it.
import semver from 'semver';

/**
 * The contract written in a release's record, read from its federation manifest:
 * - `requires`: each shared module the build uses, the range it accepts, and whether it must come from
 *   the host (the build carries no copy of its own: the design system, taken from the shell);
 * - `provides`: each shared module the build can hand to others, with its version (the shell's are the
 *   page's singletons and the shared package's entries).
 * @param {{ shared?: Array<{ name: string, version: string, requiredVersion?: string, assets?: any }> }} manifest
 */
export function contractOf(manifest) {
  const shared = manifest.shared ?? [];
  const hasOwnCopy = (entry) =>
    (entry.assets?.js?.sync?.length ?? 0) + (entry.assets?.js?.async?.length ?? 0) > 0;
  return {
    requires: shared
      .map((entry) => ({
        name: entry.name,
        range: entry.requiredVersion || `^${entry.version}`,
        fromHost: !hasOwnCopy(entry),
      }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
    provides: shared
      .filter(hasOwnCopy)
      .map((entry) => ({ name: entry.name, version: entry.version }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
  };
}

/** Modules of which the page must hold one copy: a remote's own copy would be a second React, store… */
const ONE_PER_PAGE =
  /^(?:react|react-dom|react-router|react-router-dom|zustand|axios)(?:\/|$)|^@chargemaroc\/shared\/(?:bus|api|stores\/|ui)/;

/**
 * Why `remote` cannot run in the page of `shell`, in plain words; empty when it can.
 * @param {{ app: string, version: string, contract: ReturnType<typeof contractOf> }} remote
 * @param {{ version: string, contract: ReturnType<typeof contractOf> }} shell
 * @param {string} environment
 */
export function contractProblems(remote, shell, environment) {
  const provided = new Map(shell.contract.provides.map((entry) => [entry.name, entry.version]));
  const problems = [];
  for (const { name, range, fromHost } of remote.contract.requires) {
    const version = provided.get(name);
    if (version === undefined) {
      if (fromHost || ONE_PER_PAGE.test(name)) {
        problems.push(
          `${remote.app} a besoin de ${name} (${range}), que le shell de ${environment} (${shell.version}) ne fournit pas.`,
        );
      }
      continue;
    }
    if (!semver.satisfies(version, range, { includePrerelease: true })) {
      problems.push(
        `${remote.app} a été construit pour ${name} ${range}, mais le shell de ${environment} (${shell.version}) fournit ${version}.`,
      );
    }
  }
  return problems;
}
