import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesInSteps } from './remote-steps';
import type { RemoteEntry } from './remotes-config';
import type { RemoteName } from './remote-names';

const registered = new Set<RemoteName>();

/** Registers the enabled remotes' browser manifests with the federation runtime, once per page. */
export function registerBrowserRemotes(entries: readonly RemoteEntry[]): void {
  loadRemotesInSteps();
  const enabled = entries.filter((entry) => entry.enabled && !registered.has(entry.name));
  registerRemotes(
    enabled.map((entry) => ({
      name: entry.name,
      entry: new URL(entry.manifest, window.location.origin).href,
    })),
  );
  for (const entry of enabled) registered.add(entry.name);
}

export const isRegistered = (name: RemoteName) => registered.has(name);
