/**
 * The product's paths (the spec's French routes), each written once in `shared/pages.mjs` (plain
 * JavaScript, which the origin's Node code reads too). The shell's route table takes its patterns
 * from here and every link is built with `href`, so a path is changed in one place (a unit test
 * refuses a path written as a literal anywhere else).
 */
import { PAGE_PATHS, PATH_ALIASES, ROUTE_TABLE, fillPath } from '../../pages.mjs';

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
  const href = (...args: [PathParams<Pattern>?, PathQuery?]): string =>
    hasParams
      ? fillPath(pattern, args[0]) + searchOf(args[1])
      : pattern + searchOf(args[0] as PathQuery | undefined);
  return { pattern, href: href as PagePath<Pattern>['href'] };
}

type PagePaths = typeof PAGE_PATHS;

/** Each page of the product: `paths.shop.pattern` for the router, `paths.shop.href(...)` for a link. */
export const paths = Object.fromEntries(
  Object.entries(PAGE_PATHS).map(([name, pattern]) => [name, page(pattern)]),
) as { readonly [Name in keyof PagePaths]: PagePath<PagePaths[Name]> };

export type PageName = keyof typeof paths;

/** Paths other screens link to, sent to the French routes (the alias keeps its parameters). */
export const pathAliases: Readonly<Record<string, string>> = PATH_ALIASES;

/**
 * The route table: which remote, and which route object of its exposed `./routes`, serves each
 * section page (the shell's routes and each remote's standalone mount are built from it).
 */
export const routeTable = ROUTE_TABLE;
export type RouteTableRow = (typeof ROUTE_TABLE)[number];
