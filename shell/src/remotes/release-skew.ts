import type { DataStrategyFunction } from 'react-router-dom';
import { isPageOwnLoad, leavePageFor, loadMatches } from './load-matches';
import { parseRemotesFile, type RemoteEntry } from './remotes-config';
import { isRemoteName, type RemoteName } from './remote-names';

/**
 * Skew protection: a page keeps the releases it booted with (their files stay served). When a
 * navigation leads to a section whose live release changed since then (or to any section once the
 * shell changed), it becomes a full page load, so the new page's server and browser parts come from
 * one set, and nothing of two releases mixes in one page.
 */
export interface BootSet {
  remotes: readonly RemoteEntry[];
  /** The shell's release the page came with (its `cm-release` meta), null when unknown. */
  shell: string | null;
}

interface LiveSet {
  remotes: RemoteEntry[];
  shell: string | null;
}

export function shellReleaseOfPage(): string | null {
  return document.querySelector('meta[name="cm-release"]')?.getAttribute('content') ?? null;
}

/** The live set could not be read because the network is gone (not a busy origin). */
export const UNREACHABLE = 'unreachable';

async function readLiveSet(): Promise<LiveSet | null | typeof UNREACHABLE> {
  try {
    // revalidated every time: the answer is small and says 304 while nothing changed
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const shell = (body as { shell?: unknown } | null)?.shell;
    return { remotes: parseRemotesFile(body), shell: typeof shell === 'string' ? shell : null };
  } catch {
    // offline: the page's own releases, unless the service worker can answer (below)
    return UNREACHABLE;
  }
}

/** The section a route belongs to (its id is `<remote>/<route>`). */
export function remoteOfRoute(routeId: string): RemoteName | null {
  const name = routeId.split('/')[0] ?? '';
  return isRemoteName(name) ? name : null;
}

/** Whether going to a page of `sections` needs the releases of another set than the page's. */
export function needsFullLoad(boot: BootSet, live: LiveSet, sections: readonly RemoteName[]): boolean {
  if (sections.length === 0) return false;
  if (boot.shell && live.shell && boot.shell !== live.shell) return true;
  const booted = new Map(boot.remotes.map((entry) => [entry.name, entry]));
  return sections.some((name) => {
    const before = booted.get(name);
    const now = live.remotes.find((entry) => entry.name === name);
    return !before || !now || before.manifest !== now.manifest || before.enabled !== now.enabled;
  });
}

const servedByServiceWorker = () => Boolean(globalThis.navigator?.serviceWorker?.controller);

/**
 * The router's data strategy: the live set is read alongside the page's loaders (no added wait);
 * if the target page's section changed, the browser loads the page afresh from the server instead.
 * Offline with a service worker, the navigation is a page load too: the worker answers with the page
 * saved on the device (and its banner) or the offline page, rather than a section's network error.
 */
export function skewProtectedDataStrategy(
  boot: BootSet,
  readLive: () => Promise<LiveSet | null | typeof UNREACHABLE> = readLiveSet,
  loadPage?: (url: string) => void,
  offlineAnswered: () => boolean = servedByServiceWorker,
): DataStrategyFunction {
  return async ({ request, matches }) => {
    // the first load and revalidations of this page are not navigations
    if (isPageOwnLoad(request)) return loadMatches(matches);
    const sections = matches.map((match) => remoteOfRoute(match.route.id)).filter((name) => name !== null);
    if (sections.length === 0) return loadMatches(matches);
    const [live, results] = await Promise.all([readLive(), loadMatches(matches)]);
    const fullLoad =
      live === UNREACHABLE ? offlineAnswered() : live !== null && needsFullLoad(boot, live, sections);
    return fullLoad ? leavePageFor(request.url, loadPage) : results;
  };
}
