// The product's paths (the spec's French routes), each written once. Plain JavaScript, like
// remotes.mjs, so that the origin (Node, shell/server), the bundlers and vitest read the same file:
// the apps through `@chargemaroc/shared/routing/paths` (`paths.x.pattern`, `paths.x.href()`), the
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
