/**
 * Another section's exposed module, loaded through federation. The host registers the remotes it
 * has switched on; this section's own federation instance may not know them yet, so a remote the
 * host knows is registered here with the host's entry before loading (one switched off stays unknown
 * and the load fails, which the caller shows as a fallback).
 */
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

interface RemoteEntry {
  name: string;
  entry?: string;
}
type Instance = { options?: { remotes?: RemoteEntry[] } };

function hostEntry(name: string): RemoteEntry | undefined {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__
    ?.__INSTANCES__;
  return (instances ?? [])
    .flatMap((instance) => instance.options?.remotes ?? [])
    .find((remote) => remote.name === name && remote.entry);
}

export async function loadExposedModule<T>(id: string): Promise<T> {
  const remoteName = id.split('/')[0] ?? '';
  const own = getInstance() as Instance | null;
  const knownHere = own?.options?.remotes?.some((remote) => remote.name === remoteName) ?? true;
  const fromHost = knownHere ? undefined : hostEntry(remoteName);
  if (fromHost?.entry) registerRemotes([{ name: fromHost.name, entry: fromHost.entry }]);
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`${id} could not be loaded`);
  return loaded;
}
