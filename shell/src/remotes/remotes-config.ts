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
 * Reads the per-environment remotes file served at /remotes.json. It is fetched at run time so that
 * switching a remote off or moving it to another URL needs no rebuild of the shell.
 */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemoteEntry[]> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return defaultRemotes();
    const parsed = remotesFileSchema.safeParse(await response.json());
    if (!parsed.success) return defaultRemotes();
    const byName = new Map(parsed.data.remotes.map((entry) => [entry.name, entry]));
    // A remote missing from the file is treated as switched off.
    return REMOTE_NAMES.map(
      (name): RemoteEntry => byName.get(name) ?? { name, manifest: '', enabled: false },
    );
  } catch {
    return defaultRemotes();
  }
}

export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}

export type { RemoteName };
