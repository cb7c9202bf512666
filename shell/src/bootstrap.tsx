import type { RouteObject, matchRoutes as MatchRoutes } from 'react-router-dom';
import { keepServedDatesOf } from '@chargemaroc/shared/format';
import { REMOTES_ELEMENT_ID, ROUTER_DATA_ELEMENT_ID } from './app/document';
import { hydrateInSlices } from './early/hydrate-in-slices';
import { nextTask } from './early/next-task';
import { whenInteractiveOrUsed } from './early/first-intent';
import { savedAtOfPage } from './offline/banner';
import type { RemoteEntry } from './remotes/remotes-config';
import { skewProtection } from './remotes/skew-protection';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The stores the frame reads, made before it, each in a task of its own: each reads what this
 * browser saved as it is made, and together, with the frame's modules, they made a long task.
 */
const FRAME_STORES = [
  () => import('@chargemaroc/shared/stores/session'),
  () => import('@chargemaroc/shared/stores/cart'),
  () => import('@chargemaroc/shared/stores/wishlist'),
];

function readJsonBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The remotes the page was rendered with, else the remotes file (a page the server could not render).
 * Checked in a task after the bootstrap's own: the check's schema library is evaluated then.
 */
async function readRemotes(): Promise<RemoteEntry[]> {
  await nextTask();
  const { parseRemotesFile } = await import(/* webpackMode: "eager" */ './remotes/remotes-config');
  const inPage = readJsonBlock(REMOTES_ELEMENT_ID);
  if (inPage) return parseRemotesFile({ remotes: inPage });
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    return parseRemotesFile(response.ok ? await response.json() : null);
  } catch {
    return parseRemotesFile(null);
  }
}

/** The matched routes' code, loaded before hydrating so the first render is the server's. */
async function resolveLazyMatches(routes: RouteObject[], matchRoutes: typeof MatchRoutes) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Evaluates the page's code in steps, each in a task of its own (`nextTask`): one task for all of it
 * was the page's longest. Then hydrates the served page (or renders one the server could not).
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const remotes = await readRemotes();
  // a copy the service worker kept, or no connection: each price and stock figure says so once hydrated
  const savedAt = savedAtOfPage();
  // (the store is fetched only then: a page opened online loads it with the first price it marks)
  if (savedAt !== null || !navigator.onLine) {
    const { offlineServedStore } = await import('@chargemaroc/shared/stores/offline-served');
    if (savedAt !== null) offlineServedStore.getState().showingSavedPage(savedAt);
    if (!navigator.onLine) offlineServedStore.getState().connectionChanged(false);
  }
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { createBrowserRouter, matchRoutes } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  // the design system's components, its provider and theme, then its creation, itself in steps
  await import(/* webpackMode: "eager" */ '@chargemaroc/shared/ui/layout');
  await nextTask();
  const { createStyleCache, prepareProductSystem } = await import(
    /* webpackMode: "eager" */ '@chargemaroc/shared/ui/provider'
  );
  await nextTask();
  await prepareProductSystem(nextTask);
  // hydration writes the served page's dates again from its text, without loading the locale's data
  keepServedDatesOf(container);
  await nextTask();
  for (const makeStore of FRAME_STORES) {
    await makeStore();
    await nextTask();
  }
  const { registerBrowserRemotes } = await import(/* webpackMode: "eager" */ './remotes/browser-remotes');
  registerBrowserRemotes(remotes);
  const { createRoutes, loadLoginPage } = await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  const routes = createRoutes({ remotes, side: 'browser' });
  // the same key as the server's styles: this cache adopts the <style> tags the page came with
  const cache = createStyleCache();
  const routerData = readJsonBlock(ROUTER_DATA_ELEMENT_ID);
  const { dataStrategy, preload: preloadSkewProtection } = skewProtection(remotes);
  if (routerData) {
    await resolveLazyMatches(routes, matchRoutes);
    await nextTask();
    // the router reads (and revives the errors of) the server's loader data from here
    window.__staticRouterHydrationData = routerData;
    const router = createBrowserRouter(routes, { dataStrategy });
    hydrateInSlices(hydrateRoot, container, <App router={router} remotes={remotes} cache={cache} />);
  } else {
    createRoot(container).render(
      <App router={createBrowserRouter(routes, { dataStrategy })} remotes={remotes} cache={cache} />,
    );
  }
  // what a tap may need next is on its way while the tapped part hydrates
  whenInteractiveOrUsed(() => {
    void import(/* webpackMode: "eager" */ './app/sign-in-preload').then(({ preloadSignInPage }) =>
      preloadSignInPage(loadLoginPage),
    );
    void preloadSkewProtection();
  });
}

void start();

// The shared modules only sections use, named so that the shell's copies are in the page's share
// scope (./remotes/provided-shared): the build reads the list, the page never needs to load it.
export const sectionSharedModuleList = () => import('./remotes/provided-shared');
