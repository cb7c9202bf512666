import { preloadRemote as preloadFederatedRemote } from '@module-federation/enhanced/runtime';
import { isRegistered } from './browser-remotes';
import type { RemoteName } from './remote-names';

const preloaded = new Set<RemoteName>();

/** Warms a remote's entry and shared chunks on hover or focus of a link that leads to it. */
export function preloadRemote(name: RemoteName): void {
  if (preloaded.has(name) || !isRegistered(name)) return;
  preloaded.add(name);
  preloadFederatedRemote([{ nameOrAlias: name, resourceCategory: 'all' }]).catch(() =>
    preloaded.delete(name),
  );
}
