import { REMOTE_NAMES as NAMES, remoteOf } from '@chargemaroc/shared/remotes';

export type RemoteName = (typeof NAMES)[number];

/** The federated names of the remotes (from the one list, `@chargemaroc/shared/remotes`). */
export const REMOTE_NAMES: readonly RemoteName[] = NAMES;

/** The folder (and production path segment) of each remote. */
export const remoteFolder = (name: RemoteName): string => remoteOf(name)?.folder ?? name;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
