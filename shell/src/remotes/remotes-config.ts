import { z } from 'zod/mini';
import { REMOTE_NAMES, remoteFolder, type RemoteName } from './remote-names';

const remoteEntrySchema = z.object({
  name: z.enum(REMOTE_NAMES),
  manifest: z.string().check(z.minLength(1)),
  enabled: z.boolean(),
});
const remotesFileSchema = z.object({ remotes: z.array(remoteEntrySchema) });

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** Same-origin layout of `pnpm start`, used when the remotes file cannot be read. */
export function defaultRemotes(): RemoteEntry[] {
  return REMOTE_NAMES.map((name) => ({
    name,
    manifest: `/remotes/${remoteFolder(name)}/mf-manifest.json`,
    enabled: true,
  }));
}

/**
 * The entries of a remotes file (switching a remote off or moving it needs no rebuild of the shell).
 * A remote missing from the file is switched off; an unreadable file means the default layout.
 */
export function parseRemotesFile(value: unknown): RemoteEntry[] {
  const parsed = remotesFileSchema.safeParse(value);
  if (!parsed.success) return defaultRemotes();
  const byName = new Map(parsed.data.remotes.map((entry) => [entry.name, entry]));
  return REMOTE_NAMES.map((name): RemoteEntry => byName.get(name) ?? { name, manifest: '', enabled: false });
}

export type { RemoteName };
