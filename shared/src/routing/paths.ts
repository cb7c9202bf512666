/**
 * The product's paths (the spec's French routes), each written once. The shell's route table takes
 * its patterns from here and every link is built with `href`, so a path is changed in one place (a
 * unit test refuses a path written as a literal anywhere else).
 */

/** The names of a pattern's parameters: `'/produit/:id'` → `'id'`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string: given as is, as URLSearchParams, or as values (an empty or undefined value is left out). */
export type PathQuery = string | URLSearchParams | Readonly<Record<string, string | number | undefined>>;

export type PathParams<Pattern extends string> = Readonly<Record<ParamNames<Pattern>, string | number>>;

export interface PagePath<Pattern extends string> {
  /** The route pattern, as the router matches it. */
  readonly pattern: Pattern;
  /** A link to the page; parameters are URL-encoded. */
  readonly href: [ParamNames<Pattern>] extends [never]
    ? (query?: PathQuery) => string
    : (params: PathParams<Pattern>, query?: PathQuery) => string;
}

function searchOf(query: PathQuery | undefined): string {
  if (query === undefined) return '';
  let search: string;
  if (typeof query === 'string') search = query.replace(/^\?/, '');
  else if (query instanceof URLSearchParams) search = query.toString();
  else {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(name, String(value));
    search = params.toString();
  }
  return search ? `?${search}` : '';
}

function page<const Pattern extends string>(pattern: Pattern): PagePath<Pattern> {
  const hasParams = pattern.includes(':');
  const href = (...args: [PathParams<Pattern>?, PathQuery?]): string => {
    if (!hasParams) return pattern + searchOf(args[0] as PathQuery | undefined);
    const params = (args[0] ?? {}) as Readonly<Record<string, string | number>>;
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${pattern}: missing parameter ${name}`);
      return encodeURIComponent(String(value));
    });
    return path + searchOf(args[1]);
  };
  return { pattern, href: href as PagePath<Pattern>['href'] };
}

export const paths = {
  home: page('/'),
  // the shop section
  shop: page('/boutique'),
  product: page('/produit/:id'),
  cart: page('/panier'),
  // the vehicles section
  vehicles: page('/vehicules-electriques'),
  vehicle: page('/vehicule-electrique/:id'),
  // the content section
  blog: page('/blog'),
  blogPost: page('/blog/:slug'),
  contact: page('/contact'),
  about: page('/a-propos'),
  faq: page('/faq'),
  search: page('/recherche'),
  installation: page('/installation'),
  installationRequest: page('/demande-installation'),
  legalNotice: page('/mentions-legales'),
  privacy: page('/politique-confidentialite'),
  terms: page('/cgv'),
  // the stations section
  stations: page('/carte-bornes'),
  // the account section
  dashboard: page('/tableau-de-bord'),
  profile: page('/profil'),
  orders: page('/commandes'),
  order: page('/commande/:id'),
  wishlist: page('/favoris'),
  tracking: page('/suivi-commande'),
  // the checkout section
  checkout: page('/checkout'),
  payment: page('/payment'),
  // the shell's own screens
  login: page('/connexion'),
  register: page('/inscription'),
  forgotPassword: page('/mot-de-passe-oublie'),
  resetPassword: page('/reinitialiser-mot-de-passe'),
  welcome: page('/bienvenue'),
} as const;

export type PageName = keyof typeof paths;

/** Paths other screens link to, sent to the French routes (the alias keeps its parameters). */
export const pathAliases: Readonly<Record<string, string>> = {
  '/login': paths.login.pattern,
  '/register': paths.register.pattern,
  '/forgot-password': paths.forgotPassword.pattern,
  '/terms': paths.terms.pattern,
  '/privacy': paths.privacy.pattern,
  // the vehicle issue's wording of the vehicle page
  '/vehicule/:id': paths.vehicle.pattern,
};
