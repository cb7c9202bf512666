import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { createStyleCache } from '@chargemaroc/shared/ui/provider';
import { App } from './app/App';
import { REMOTES_ELEMENT_ID, ROUTER_DATA_ELEMENT_ID } from './app/document';
import { createRoutes } from './app/routes';
import { registerBrowserRemotes } from './remotes/browser-remotes';
import { parseRemotesFile, type RemoteEntry } from './remotes/remotes-config';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

function readJsonBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The remotes the page was rendered with, else the remotes file (a page the server could not render). */
async function readRemotes(): Promise<RemoteEntry[]> {
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
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const remotes = await readRemotes();
  registerBrowserRemotes(remotes);
  const routes = createRoutes({ remotes, side: 'browser' });
  // the same key as the server's styles: this cache adopts the <style> tags the page came with
  const cache = createStyleCache();
  const routerData = readJsonBlock(ROUTER_DATA_ELEMENT_ID);
  if (routerData) {
    await resolveLazyMatches(routes);
    // the router reads (and revives the errors of) the server's loader data from here
    window.__staticRouterHydrationData = routerData;
    const router = createBrowserRouter(routes);
    hydrateRoot(container, <App router={router} remotes={remotes} cache={cache} />);
  } else {
    createRoot(container).render(
      <App router={createBrowserRouter(routes)} remotes={remotes} cache={cache} />,
    );
  }
}

void start();

export { sectionSharedModules } from './remotes/provided-shared';
