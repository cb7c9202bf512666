import { useSyncExternalStore } from 'react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { absoluteUrl, fetchRemotesConfig, type RemoteEntry } from './remotes-config';
import type { RemoteName } from './remote-names';

type RemotesState =
  { status: 'loading' } | { status: 'ready'; remotes: ReadonlyMap<RemoteName, RemoteEntry> };

let state: RemotesState = { status: 'loading' };
const listeners = new Set<() => void>();
let loading: Promise<ReadonlyMap<RemoteName, RemoteEntry>> | undefined;

function publish(next: RemotesState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Loads the remotes file once and registers the enabled remotes with the federation runtime. */
export function loadRemotes(): Promise<ReadonlyMap<RemoteName, RemoteEntry>> {
  loading ??= fetchRemotesConfig().then((entries) => {
    const remotes = new Map(entries.map((entry) => [entry.name, entry]));
    registerRemotes(
      entries
        .filter((entry) => entry.enabled)
        .map((entry) => ({ name: entry.name, entry: absoluteUrl(entry.manifest) })),
    );
    publish({ status: 'ready', remotes });
    return remotes;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readState = () => state;

export function useRemotesState(): RemotesState {
  // rendered on the server as 'loading': every section's navigation shows, as on the first paint
  return useSyncExternalStore(subscribe, readState, readState);
}

/** Navigation stays visible while the file loads; a remote switched off hides its entries. */
export function useIsRemoteEnabled(name: RemoteName): boolean {
  const current = useRemotesState();
  return current.status === 'loading' || current.remotes.get(name)?.enabled === true;
}

export type { RemoteName };
