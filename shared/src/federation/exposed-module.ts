/**
 * Another section's exposed module, loaded from inside a section through the federation runtime's
 * public API. The page's host registers the remotes it has switched on; the instance that knows the
 * remote (this section's own, else the host's) loads it. A remote no instance knows (switched off,
 * or this section running alone) rejects, which the caller shows as a fallback.
 */
import { getInstance } from '@module-federation/enhanced/runtime';

type Instance = NonNullable<ReturnType<typeof getInstance>>;

const knows = (remoteName: string) => (instance: Instance) =>
  instance.options.remotes.some((remote) => remote.name === remoteName && 'entry' in remote);

export async function loadExposedModule<T>(id: string): Promise<T> {
  const remoteName = id.split('/')[0] ?? '';
  const own = getInstance();
  const instance = own && knows(remoteName)(own) ? own : getInstance(knows(remoteName));
  if (!instance) throw new Error(`${remoteName} is not registered in this page`);
  const loaded = await instance.loadRemote<T>(id);
  if (!loaded) throw new Error(`${id} could not be loaded`);
  return loaded;
}
