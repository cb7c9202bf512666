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
  { path: '/', remote: 'mf_content', route: 'home' },
  { path: '/boutique', remote: 'mf_shop', route: 'shop' },
  { path: '/produit/:id', remote: 'mf_shop', route: 'product' },
  { path: '/panier', remote: 'mf_shop', route: 'cart' },
  { path: '/vehicules-electriques', remote: 'mf_vehicles', route: 'vehicle-list' },
  { path: '/vehicule-electrique/:id', remote: 'mf_vehicles', route: 'vehicle-detail' },
  { path: '/blog', remote: 'mf_content', route: 'blog' },
  { path: '/blog/:slug', remote: 'mf_content', route: 'blog-post' },
  { path: '/contact', remote: 'mf_content', route: 'contact' },
  { path: '/a-propos', remote: 'mf_content', route: 'about' },
  { path: '/faq', remote: 'mf_content', route: 'faq' },
  // the site search's results (issue 26): every kind, so the content section serves it
  { path: '/recherche', remote: 'mf_content', route: 'search' },
  { path: '/installation', remote: 'mf_content', route: 'installation' },
  { path: '/demande-installation', remote: 'mf_content', route: 'installation-request' },
  { path: '/mentions-legales', remote: 'mf_content', route: 'legal-notice' },
  { path: '/politique-confidentialite', remote: 'mf_content', route: 'privacy' },
  { path: '/cgv', remote: 'mf_content', route: 'terms' },
  { path: '/carte-bornes', remote: 'mf_stations', route: 'stations' },
  { path: '/tableau-de-bord', remote: 'mf_account', route: 'dashboard', requiresAuth: true },
  { path: '/profil', remote: 'mf_account', route: 'profile', requiresAuth: true },
  { path: '/commandes', remote: 'mf_account', route: 'orders', requiresAuth: true },
  { path: '/commande/:id', remote: 'mf_account', route: 'order-detail', requiresAuth: true },
  { path: '/favoris', remote: 'mf_account', route: 'wishlist', requiresAuth: true },
  // Tracking by number (spec §7): public, no personal data shown.
  { path: '/suivi-commande', remote: 'mf_account', route: 'tracking' },
  { path: '/checkout', remote: 'mf_checkout', route: 'checkout', requiresAuth: true },
  { path: '/payment', remote: 'mf_checkout', route: 'payment', requiresAuth: true },
];

/** The shell's own screens: sign-in, sign-up, password recovery and the welcome page. */
export const shellPaths = {
  login: '/connexion',
  register: '/inscription',
  forgotPassword: '/mot-de-passe-oublie',
  resetPassword: '/reinitialiser-mot-de-passe',
  welcome: '/bienvenue',
} as const;

/** Paths other screens link to, sent to the French routes. */
export const routeAliases: Readonly<Record<string, string>> = {
  '/login': '/connexion',
  '/register': '/inscription',
  '/forgot-password': '/mot-de-passe-oublie',
  '/terms': '/cgv',
  '/privacy': '/politique-confidentialite',
  // the vehicle issue's wording of the vehicle page
  '/vehicule/:id': '/vehicule-electrique/:id',
};

/** Which remote a link path leads to, for preloading on hover. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const first = pathname.split('?')[0]?.split('/')[1] ?? '';
  return remoteRoutes.find((route) => route.path.split('/')[1] === first)?.remote;
}
