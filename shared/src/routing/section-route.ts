/**
 * The contract between the shell's data router and the sections: each remote exposes `./routes`,
 * its route objects keyed by id. The shell's route table says which path each id serves; the
 * server runs the matched loaders and renders one tree, the browser hydrates it and runs the same
 * loaders on client navigation.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { truncate } from '../format/format';

/** What a page puts in the document's head. */
export interface PageHead {
  title: string;
  description?: string;
  /** An absolute path or URL of the page's main image (Open Graph, preload). */
  image?: string;
}

/** Search engines show about this much of a page's description. */
export const HEAD_DESCRIPTION_LENGTH = 160;

/** A page's description for its head: its text cut to what search engines show, none when empty. */
export function headDescription(text: string | null | undefined): string | undefined {
  return truncate(text, HEAD_DESCRIPTION_LENGTH) || undefined;
}

export interface SectionRouteHandle {
  /** The head of the page, from its loader's data (undefined when the loader failed). */
  head?: (data: unknown) => PageHead | undefined;
}

export interface SectionRoute {
  loader?: (args: LoaderFunctionArgs) => unknown;
  Component: ComponentType;
  /** Shown in the page's region when the loader throws (not found, CMS down). */
  ErrorBoundary?: ComponentType;
  /**
   * A signed-in page's first view, which the server renders in its place (it cannot see the
   * session): what is the same for every visitor, such as the heading and the page's room, so the
   * page that replaces it moves nothing and its heading is painted with the HTML.
   */
  Placeholder?: ComponentType;
  handle?: SectionRouteHandle;
}

export type SectionRoutes = Readonly<Record<string, SectionRoute>>;

/** The module a remote exposes as `./routes`. */
export interface SectionRoutesModule {
  routes: SectionRoutes;
}

/**
 * One route with its loader's data type carried to its head: `head` receives what `loader`
 * resolves to, checked by the compiler here rather than cast in every section.
 */
export function defineRoute<T>(route: {
  loader?: (args: LoaderFunctionArgs) => Promise<T> | T;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  Placeholder?: ComponentType;
  head?: (data: T) => PageHead | undefined;
}): SectionRoute {
  const { head, ...rest } = route;
  return {
    ...rest,
    handle: head ? { head: (data) => (data === undefined ? undefined : head(data as T)) } : undefined,
  };
}

/**
 * A component of a page's chunk, loaded when it first renders: the one way a section's routes make
 * their pages lazy (`lazyComponent(shopPage, 'ShopPage')`, where `shopPage` imports the chunk).
 */
export function lazyComponent<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
