export const REMOTE_NAMES = [
  'mf_shop',
  'mf_vehicles',
  'mf_checkout',
  'mf_account',
  'mf_content',
  'mf_stations',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The folder (and production path segment) of each remote. */
export const remoteFolder = (name: RemoteName): string => name.replace('_', '-');

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
