import fs from 'node:fs';
import path from 'node:path';
import { SHELL_PORT } from '@chargemaroc/shared/remotes';
import { liveSetOf, pointersFromRemotesFile } from './live-set.mjs';
import { createCmsPointerStore } from './cms-pointer-store.mjs';
import { createFilePointerStore } from './pointer-store.mjs';
import { releasesRoot } from './release-store.mjs';

/**
 * Where relative manifests of remotes deployed elsewhere on this site are fetched from by the server:
 * configuration, never the request's Host header (a forged Host must not choose the code that runs).
 */
const defaultRemotesBaseUrl = () =>
  process.env.REMOTES_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? SHELL_PORT}`;

/**
 * The pointer store of a release store. Given the CMS's address (and unless `POINTER_STORE=file`), the
 * CMS-backed store, with the environments' files beside the versions as its last known copy;
 * otherwise those files alone (`pnpm start` before its CMS is up, a site without a CMS).
 * @param {string} root
 * @param {{ cmsUrl?: string, env?: Record<string, string | undefined> }} [options]
 */
export function pointerStoreOf(root, { cmsUrl, env = process.env } = {}) {
  const files = createFilePointerStore({ dir: path.join(root, 'environments') });
  if (!cmsUrl || env.POINTER_STORE === 'file') return files;
  return createCmsPointerStore({ cmsUrl, copy: files });
}

/**
 * The site as it is live now in one environment: `current()` reads the pointers (a stat per call, the
 * file again only when replaced) and gives the set a request is served with from start to end.
 * `REMOTES_FILE` names the remotes by manifest URL instead (remotes deployed on other hosts).
 * With the CMS's address, the pointers come from the CMS (asked every second, the last set kept on disk).
 * @param {{ root?: string, environment?: string, remotesFilePath?: string, cmsUrl?: string, store?: any, remotesBaseUrl?: string }} options
 */
export function createLiveSite({
  root = releasesRoot(),
  environment = 'production',
  remotesFilePath,
  cmsUrl,
  store = pointerStoreOf(root, { cmsUrl }),
  remotesBaseUrl = defaultRemotesBaseUrl(),
} = {}) {
  store.watch?.(environment);
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
