/** The release folders a page's HTML names (`/remotes/<app>/<version>/…`), as `<app>/<version>`. */
export function releasesNamed(html: string): Set<string> {
  const named = new Set<string>();
  for (const [, app, version] of html.matchAll(/\/remotes\/(mf-[a-z]+)\/([A-Za-z0-9._-]+)\//g))
    named.add(`${app}/${version}`);
  return named;
}

/** The release of a kept file, `<app>/<version>`, or null for a file of no release (the shell's). */
export function releaseOfUrl(url: string): string | null {
  const match = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(new URL(url, 'http://x').pathname);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The live releases of /remotes.json, as `<app>/<version>`; null when it cannot be read. */
export function liveReleases(remotesFile: unknown): Set<string> | null {
  const remotes = (remotesFile as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return null;
  const live = new Set<string>();
  for (const remote of remotes) {
    const manifest = (remote as { manifest?: unknown } | null)?.manifest;
    if (typeof manifest !== 'string') continue;
    const release = releaseOfUrl(manifest);
    if (release) live.add(release);
  }
  return live;
}

/**
 * Which kept release files to remove: those of a release that is neither live nor named by a page
 * kept on the device (the page needs them to open offline). Files of no release are left to the
 * cache's own bounds.
 */
export function filesToRemove(keptUrls: string[], live: Set<string>, namedByPages: Set<string>): string[] {
  return keptUrls.filter((url) => {
    const release = releaseOfUrl(url);
    return release !== null && !live.has(release) && !namedByPages.has(release);
  });
}
