import fs from 'node:fs';
import path from 'node:path';
import { liveSetOf, pointersFromRemotesFile } from './live-set.mjs';
import { createFilePointerStore } from './pointer-store.mjs';
import { releasesRoot } from './release-store.mjs';

/**
 * Where relative manifests of remotes deployed elsewhere on this site are fetched from by the server:
 * configuration, never the request's Host header (a forged Host must not choose the code that runs).
 */
const defaultRemotesBaseUrl = () =>
  process.env.REMOTES_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The pointer store of a release store: the environments' files beside the versions. */
export const pointerStoreOf = (root) => createFilePointerStore({ dir: path.join(root, 'environments') });

/**
 * The site as it is live now in one environment: `current()` reads the pointers (a stat per call, the
 * file again only when replaced) and gives the set a request is served with from start to end.
 * `REMOTES_FILE` names the remotes by manifest URL instead (remotes deployed on other hosts).
 * @param {{ root?: string, environment?: string, remotesFilePath?: string, store?: ReturnType<typeof pointerStoreOf>, remotesBaseUrl?: string }} options
 */
export function createLiveSite({
  root = releasesRoot(),
  environment = 'production',
  remotesFilePath,
  store = pointerStoreOf(root),
  remotesBaseUrl = defaultRemotesBaseUrl(),
} = {}) {
  let last = { source: null, set: null };
  const remotesFile = () => {
    try {
      return JSON.parse(fs.readFileSync(remotesFilePath, 'utf8'));
    } catch {
      return { remotes: [] };
    }
  };

  /** @returns {import('./live-set.mjs').LiveSet} */
  function current() {
    const environmentPointers = store.read(environment);
    const pointers = remotesFilePath
      ? pointersFromRemotesFile(remotesFile(), environmentPointers)
      : environmentPointers;
    const source = remotesFilePath ? JSON.stringify(pointers) : environmentPointers;
    if (last.source !== source || !last.set)
      last = { source, set: liveSetOf(root, pointers, remotesBaseUrl) };
    return last.set;
  }

  return { root, environment, store, current };
}
