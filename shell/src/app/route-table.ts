import type { RemoteName } from '../remotes/remote-names';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module (`./<module>` in the remote's exposes/). */
  module: string;
  requiresAuth?: boolean;
}

/** The route table of the product: each path names the remote and exposed page that renders it. */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_content', module: 'HomePage' },
  { path: '/boutique', remote: 'mf_shop', module: 'ShopPage' },
  { path: '/produit/:id', remote: 'mf_shop', module: 'ProductPage' },
  { path: '/panier', remote: 'mf_shop', module: 'CartPage' },
  { path: '/vehicules-electriques', remote: 'mf_vehicles', module: 'VehicleListPage' },
  { path: '/vehicule-electrique/:id', remote: 'mf_vehicles', module: 'VehicleDetailPage' },
  { path: '/blog', remote: 'mf_content', module: 'BlogListPage' },
  { path: '/blog/:slug', remote: 'mf_content', module: 'BlogPostPage' },
  { path: '/contact', remote: 'mf_content', module: 'ContactPage' },
  { path: '/a-propos', remote: 'mf_content', module: 'AboutPage' },
  { path: '/faq', remote: 'mf_content', module: 'FaqPage' },
  { path: '/installation', remote: 'mf_content', module: 'InstallationPage' },
  { path: '/demande-installation', remote: 'mf_content', module: 'InstallationPage' },
  { path: '/mentions-legales', remote: 'mf_content', module: 'LegalPage' },
  { path: '/politique-confidentialite', remote: 'mf_content', module: 'LegalPage' },
  { path: '/cgv', remote: 'mf_content', module: 'LegalPage' },
  { path: '/carte-bornes', remote: 'mf_stations', module: 'StationsPage' },
  { path: '/tableau-de-bord', remote: 'mf_account', module: 'DashboardPage', requiresAuth: true },
  { path: '/profil', remote: 'mf_account', module: 'ProfilePage', requiresAuth: true },
  { path: '/commandes', remote: 'mf_account', module: 'OrdersPage', requiresAuth: true },
  { path: '/commande/:id', remote: 'mf_account', module: 'OrderDetailPage', requiresAuth: true },
  { path: '/favoris', remote: 'mf_account', module: 'WishlistPage', requiresAuth: true },
  { path: '/checkout', remote: 'mf_checkout', module: 'CheckoutPage', requiresAuth: true },
  { path: '/payment', remote: 'mf_checkout', module: 'PaymentPage', requiresAuth: true },
];

/** Paths other screens link to, sent to the French routes. */
export const routeAliases: Readonly<Record<string, string>> = {
  '/login': '/connexion',
  '/register': '/inscription',
  '/forgot-password': '/mot-de-passe-oublie',
  '/terms': '/cgv',
  '/privacy': '/politique-confidentialite',
};

/** Which remote a link path leads to, for preloading on hover. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const first = pathname.split('?')[0]?.split('/')[1] ?? '';
  return remoteRoutes.find((route) => route.path.split('/')[1] === first)?.remote;
}
