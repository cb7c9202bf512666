import { isKnownPath } from '../app/known-paths';
import { shellPaths } from '../app/route-table';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Checkout and payment never run from the device: their documents are never kept. */
const ONLINE_ONLY = [paths.checkout.pattern, paths.payment.pattern];
/** Sign-in screens: nothing to read offline, and a saved one would only mislead. */
const NOT_KEPT = Object.values(shellPaths);

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isOnlineOnly(pathname: string): boolean {
  return ONLINE_ONLY.some((prefix) => under(pathname, prefix));
}

/** Whether the document of a page is kept on the device for offline reading. */
export function isKeptPage(pathname: string): boolean {
  return isKnownPath(pathname) && !isOnlineOnly(pathname) && !NOT_KEPT.some((path) => under(pathname, path));
}

/** Files whose address carries their content (a release's version, a content hash): kept as they are. */
export function isVersionedFile(pathname: string): boolean {
  return (
    /^\/remotes\/[^/]+\/[^/]+\//.test(pathname) || /^\/static\/.+\.[0-9a-f]{8}\.[a-z0-9]+$/.test(pathname)
  );
}
