import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteEntry } from './remotes-config';
import type { RemoteName } from './remote-names';

/** The remotes file as this page was rendered with it (the server writes it into the document). */
const RemotesContext = createContext<ReadonlyMap<RemoteName, RemoteEntry> | null>(null);

export function RemotesProvider({
  remotes,
  children,
}: {
  remotes: readonly RemoteEntry[];
  children: ReactNode;
}) {
  return (
    <RemotesContext.Provider value={new Map(remotes.map((entry) => [entry.name, entry]))}>
      {children}
    </RemotesContext.Provider>
  );
}

/**
 * Whether a remote is on: one switched off in the remotes file hides its navigation entries (all
 * show when unknown).
 */
export function useRemoteEnabled(): (name: RemoteName) => boolean {
  const remotes = useContext(RemotesContext);
  return (name) => remotes === null || remotes.get(name)?.enabled === true;
}

export function useIsRemoteEnabled(name: RemoteName): boolean {
  return useRemoteEnabled()(name);
}

export type { RemoteName };
