import { pathAliases, paths, routeTable } from '@chargemaroc/shared/routing/paths';
import type { RemoteName } from '../remotes/remote-names';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The id of the route object in the remote's exposed `./routes`. */
  route: string;
  requiresAuth?: boolean;
}

/**
 * The route table of the product: each path names the remote and the route object that serve it
 * (written once in `shared/pages.mjs`, which each remote's standalone mount reads too).
 */
export const remoteRoutes: readonly RemoteRoute[] = routeTable.map((row): RemoteRoute => ({
  path: paths[row.page].pattern,
  remote: row.remote,
  route: row.route,
  ...('requiresAuth' in row ? { requiresAuth: row.requiresAuth } : {}),
}));

/** The shell's own screens: sign-in, sign-up, password recovery and the welcome page. */
export const shellPaths = {
  login: paths.login.pattern,
  register: paths.register.pattern,
  forgotPassword: paths.forgotPassword.pattern,
  resetPassword: paths.resetPassword.pattern,
  welcome: paths.welcome.pattern,
} as const;

/** Paths other screens link to, sent to the French routes. */
export const routeAliases: Readonly<Record<string, string>> = pathAliases;

/** Which remote a link path leads to, for preloading on hover. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const first = pathname.split('?')[0]?.split('/')[1] ?? '';
  return remoteRoutes.find((route) => route.path.split('/')[1] === first)?.remote;
}
