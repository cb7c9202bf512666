// What a request is served with: the environment's pointers, read once, turned into the shell's files
// and each remote's browser manifest and server container, all from the same release.
import crypto from 'node:crypto';
import path from 'node:path';
import { REMOTE_FOLDERS, federatedName } from '../paths.mjs';
import { releaseDir } from './release-store.mjs';

/** The URL path a release of a remote is served under (everything in it is immutable). */
export const releasePath = (app, version) => `/remotes/${app}/${version}/`;

/**
 * @typedef {{ name: string, manifest: string, enabled: boolean, version?: string, serverEntry: string }} LiveRemote
 * @typedef {{ key: string, shell: { version: string, dir: string } | null, remotes: LiveRemote[] }} LiveSet
 */

/**
 * The live set of a pointer set. A remote without a version may name a `manifest` URL (deployed
 * elsewhere, its server container beside it); one with neither is off.
 * @param {string} root the release store
 * @param {any} pointers
 * @param {string} remotesBaseUrl where relative manifests not released here are fetched by the server
 * @returns {LiveSet}
 */
export function liveSetOf(root, pointers, remotesBaseUrl) {
  const shellPointer = pointers?.apps?.shell;
  const shell = shellPointer?.version
    ? { version: shellPointer.version, dir: releaseDir(root, 'shell', shellPointer.version) }
    : null;
  const remotes = REMOTE_FOLDERS.map((app) => {
    const name = federatedName(app);
    const pointer = pointers?.apps?.[app];
    if (pointer?.version) {
      return {
        name,
        manifest: `${releasePath(app, pointer.version)}mf-manifest.json`,
        enabled: pointer.enabled !== false,
        version: pointer.version,
        serverEntry: path.join(releaseDir(root, app, pointer.version), 'server', 'remoteEntry.cjs'),
      };
    }
    if (pointer?.manifest) {
      return {
        name,
        manifest: pointer.manifest,
        enabled: pointer.enabled !== false,
        serverEntry: new URL('server/remoteEntry.cjs', new URL(pointer.manifest, remotesBaseUrl)).href,
      };
    }
    return { name, manifest: '', enabled: false, serverEntry: '' };
  });
  const key = crypto
    .createHash('sha1')
    .update(
      JSON.stringify([shell?.version ?? null, remotes.map((remote) => [remote.manifest, remote.enabled])]),
    )
    .digest('hex')
    .slice(0, 16);
  return { key, shell, remotes };
}

/**
 * A pointer set from a remotes file (`REMOTES_FILE`: manifests by URL, as remotes deployed on other
 * hosts are named): the remotes with their manifests, the shell from the environment.
 * @param {{ remotes?: Array<{ name: string, manifest: string, enabled: boolean }> }} file
 * @param {any} environmentPointers
 */
export function pointersFromRemotesFile(file, environmentPointers) {
  const apps = { shell: environmentPointers?.apps?.shell ?? {} };
  for (const app of REMOTE_FOLDERS) {
    const entry = (file.remotes ?? []).find((remote) => remote.name === federatedName(app));
    // a release of this origin named by its manifest is that release, server container included
    const released = new RegExp(`^/remotes/${app}/(\\d{8}-\\d{6}-[0-9a-f]{8})/mf-manifest\\.json$`).exec(
      entry?.manifest ?? '',
    );
    if (!entry) apps[app] = { enabled: false };
    else if (released) apps[app] = { version: released[1], enabled: entry.enabled };
    else apps[app] = { manifest: entry.manifest, enabled: entry.enabled };
  }
  return { apps };
}
