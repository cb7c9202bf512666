/**
 * Loading another section's exposed module from inside this one. The page's host registers the
 * remotes it has switched on; this section's own federation instance does not know them, so the
 * remote is registered here with the entry the host gave it. A remote the host did not register
 * (switched off, or this section running alone) stays unknown and the load fails.
 */
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

interface KnownRemote {
  name: string;
  entry?: string;
}

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options?: { remotes?: KnownRemote[] } }[] };
}

function remotesOf(instance: { options?: { remotes?: KnownRemote[] } } | null | undefined): KnownRemote[] {
  return instance?.options?.remotes ?? [];
}

function registeredByHost(name: string): KnownRemote | null {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const remote = remotesOf(instance).find((candidate) => candidate.name === name && candidate.entry);
    if (remote) return remote;
  }
  return null;
}

export async function loadFederatedModule<T>(id: string): Promise<T> {
  const [remoteName = ''] = id.split('/');
  const own = getInstance();
  if (own && !remotesOf(own).some((remote) => remote.name === remoteName)) {
    const known = registeredByHost(remoteName);
    if (known?.entry) registerRemotes([{ name: known.name, entry: known.entry }]);
  }
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`${id} could not be loaded`);
  return loaded;
}
