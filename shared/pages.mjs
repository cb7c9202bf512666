// The product's paths (the spec's French routes) and the route table, each written once. Plain
// JavaScript, like remotes.mjs, so that the origin (Node, shell/server), the bundlers and vitest read
// the same file: the apps through `@chargemaroc/shared/routing/paths` (`paths.x.pattern`,
// `paths.x.href()`), the shell's routes and each remote's standalone mount from the route table, the
// origin's site map, warm-up and release render from here.

/** Each page's path, by the name the apps know it by. */
export const PAGE_PATHS = /** @type {const} */ ({
  home: '/',
  // the shop section
  shop: '/boutique',
  product: '/produit/:id',
  cart: '/panier',
  // the vehicles section
  vehicles: '/vehicules-electriques',
  vehicle: '/vehicule-electrique/:id',
  // the content section
  blog: '/blog',
  blogPost: '/blog/:slug',
  contact: '/contact',
  about: '/a-propos',
  faq: '/faq',
  search: '/recherche',
  installation: '/installation',
  installationRequest: '/demande-installation',
  legalNotice: '/mentions-legales',
  privacy: '/politique-confidentialite',
  terms: '/cgv',
  // the stations section
  stations: '/carte-bornes',
  // the account section
  dashboard: '/tableau-de-bord',
  profile: '/profil',
  orders: '/commandes',
  order: '/commande/:id',
  wishlist: '/favoris',
  tracking: '/suivi-commande',
  // the checkout section
  checkout: '/checkout',
  payment: '/payment',
  // the shell's own screens
  login: '/connexion',
  register: '/inscription',
  forgotPassword: '/mot-de-passe-oublie',
  resetPassword: '/reinitialiser-mot-de-passe',
  welcome: '/bienvenue',
});

/**
 * The route table: for each page of a section, the remote that serves it and the id of the route
 * object in the remote's exposed `./routes` (the shell's own screens are not in it). `requiresAuth`:
 * the page belongs to one signed-in shopper.
 */
export const ROUTE_TABLE = /** @type {const} */ ([
  { page: 'home', remote: 'mf_content', route: 'home' },
  { page: 'shop', remote: 'mf_shop', route: 'shop' },
  { page: 'product', remote: 'mf_shop', route: 'product' },
  { page: 'cart', remote: 'mf_shop', route: 'cart' },
  { page: 'vehicles', remote: 'mf_vehicles', route: 'vehicle-list' },
  { page: 'vehicle', remote: 'mf_vehicles', route: 'vehicle-detail' },
  { page: 'blog', remote: 'mf_content', route: 'blog' },
  { page: 'blogPost', remote: 'mf_content', route: 'blog-post' },
  { page: 'contact', remote: 'mf_content', route: 'contact' },
  { page: 'about', remote: 'mf_content', route: 'about' },
  { page: 'faq', remote: 'mf_content', route: 'faq' },
  // the site search's results (issue 26): every kind, so the content section serves it
  { page: 'search', remote: 'mf_content', route: 'search' },
  { page: 'installation', remote: 'mf_content', route: 'installation' },
  { page: 'installationRequest', remote: 'mf_content', route: 'installation-request' },
  { page: 'legalNotice', remote: 'mf_content', route: 'legal-notice' },
  { page: 'privacy', remote: 'mf_content', route: 'privacy' },
  { page: 'terms', remote: 'mf_content', route: 'terms' },
  { page: 'stations', remote: 'mf_stations', route: 'stations' },
  { page: 'dashboard', remote: 'mf_account', route: 'dashboard', requiresAuth: true },
  { page: 'profile', remote: 'mf_account', route: 'profile', requiresAuth: true },
  { page: 'orders', remote: 'mf_account', route: 'orders', requiresAuth: true },
  { page: 'order', remote: 'mf_account', route: 'order-detail', requiresAuth: true },
  { page: 'wishlist', remote: 'mf_account', route: 'wishlist', requiresAuth: true },
  // Tracking by number (spec §7): public, no personal data shown.
  { page: 'tracking', remote: 'mf_account', route: 'tracking' },
  { page: 'checkout', remote: 'mf_checkout', route: 'checkout', requiresAuth: true },
  { page: 'payment', remote: 'mf_checkout', route: 'payment', requiresAuth: true },
]);

/**
 * Paths other screens link to, sent to the French routes (the alias keeps its parameters).
 * @type {Readonly<Record<string, string>>}
 */
export const PATH_ALIASES = {
  '/login': PAGE_PATHS.login,
  '/register': PAGE_PATHS.register,
  '/forgot-password': PAGE_PATHS.forgotPassword,
  '/terms': PAGE_PATHS.terms,
  '/privacy': PAGE_PATHS.privacy,
  // the vehicle issue's wording of the vehicle page
  '/vehicule/:id': PAGE_PATHS.vehicle,
};

/**
 * A pattern with its parameters filled in, URL-encoded: `('/produit/:id', { id: 'a b' })` → `/produit/a%20b`.
 * @param {string} pattern
 * @param {Readonly<Record<string, string | number>>} [params]
 * @returns {string}
 */
export function fillPath(pattern, params = {}) {
  return pattern.replace(/:(\w+)/g, (_, name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The part of a pattern before its first parameter: `/commande/:id` → `/commande/`.
 * @param {string} pattern
 */
export const pathPrefix = (pattern) =>
  pattern.includes(':') ? pattern.slice(0, pattern.indexOf(':')) : pattern;
