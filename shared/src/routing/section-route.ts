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

/** Resolves when the browser says it is online again (at once if it already is). */
function connectionBack(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
    if (navigator.onLine) resolve();
  });
}

/**
 * `load`, which waits for the connection when it fails offline and then tries again, instead of
 * failing: a page saved on the device (decision 026) may need code it never fetched (left before
 * it arrived). A part the server drew stays as served while it waits (React keeps a boundary that
 * suspends while hydrating as it is), readable, and wakes up when the connection returns. A failure
 * online still fails, for the section's error message.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return async function attempt(): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator === 'undefined' || navigator.onLine) throw error;
      await connectionBack();
      return attempt();
    }
  };
}

/**
 * A part of a page with its own chunk, loaded when it first renders: the one way a page makes a
 * part lazy (React's `lazy`, with the load waiting for the connection offline).
 */
export function lazyPart<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(loadWhenOnline(load));
}

/**
 * A component of a page's chunk, loaded when it first renders: the one way a section's routes make
 * their pages lazy (`lazyComponent(shopPage, 'ShopPage')`, where `shopPage` imports the chunk), and
 * a page a part named in a chunk of its own. Offline, it waits for the connection (`lazyPart`).
 */
export function lazyComponent<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazyPart(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
