import { pathAliases, paths } from '@chargemaroc/shared/routing/paths';
import type { RemoteName } from '../remotes/remote-names';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The id of the route object in the remote's exposed `./routes`. */
  route: string;
  requiresAuth?: boolean;
}

/** The route table of the product: each path names the remote and the route object that serves it. */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: paths.home.pattern, remote: 'mf_content', route: 'home' },
  { path: paths.shop.pattern, remote: 'mf_shop', route: 'shop' },
  { path: paths.product.pattern, remote: 'mf_shop', route: 'product' },
  { path: paths.cart.pattern, remote: 'mf_shop', route: 'cart' },
  { path: paths.vehicles.pattern, remote: 'mf_vehicles', route: 'vehicle-list' },
  { path: paths.vehicle.pattern, remote: 'mf_vehicles', route: 'vehicle-detail' },
  { path: paths.blog.pattern, remote: 'mf_content', route: 'blog' },
  { path: paths.blogPost.pattern, remote: 'mf_content', route: 'blog-post' },
  { path: paths.contact.pattern, remote: 'mf_content', route: 'contact' },
  { path: paths.about.pattern, remote: 'mf_content', route: 'about' },
  { path: paths.faq.pattern, remote: 'mf_content', route: 'faq' },
  // the site search's results (issue 26): every kind, so the content section serves it
  { path: paths.search.pattern, remote: 'mf_content', route: 'search' },
  { path: paths.installation.pattern, remote: 'mf_content', route: 'installation' },
  { path: paths.installationRequest.pattern, remote: 'mf_content', route: 'installation-request' },
  { path: paths.legalNotice.pattern, remote: 'mf_content', route: 'legal-notice' },
  { path: paths.privacy.pattern, remote: 'mf_content', route: 'privacy' },
  { path: paths.terms.pattern, remote: 'mf_content', route: 'terms' },
  { path: paths.stations.pattern, remote: 'mf_stations', route: 'stations' },
  { path: paths.dashboard.pattern, remote: 'mf_account', route: 'dashboard', requiresAuth: true },
  { path: paths.profile.pattern, remote: 'mf_account', route: 'profile', requiresAuth: true },
  { path: paths.orders.pattern, remote: 'mf_account', route: 'orders', requiresAuth: true },
  { path: paths.order.pattern, remote: 'mf_account', route: 'order-detail', requiresAuth: true },
  { path: paths.wishlist.pattern, remote: 'mf_account', route: 'wishlist', requiresAuth: true },
  // Tracking by number (spec §7): public, no personal data shown.
  { path: paths.tracking.pattern, remote: 'mf_account', route: 'tracking' },
  { path: paths.checkout.pattern, remote: 'mf_checkout', route: 'checkout', requiresAuth: true },
  { path: paths.payment.pattern, remote: 'mf_checkout', route: 'payment', requiresAuth: true },
];

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
