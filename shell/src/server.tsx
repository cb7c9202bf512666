// The shell's server renderer: one React tree (the frame and the route's section page, the
// section's code loaded through its server container) rendered with the route's loader data.
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { ServerLoaderContext } from '@chargemaroc/shared/routing/loader-context';
import { createRequestStyleCache, renderToHtml, styleTags } from '@chargemaroc/shared/ssr/render';
import {
  REMOTES_ELEMENT_ID,
  ROUTER_DATA_ELEMENT_ID,
  composeDocument,
  scriptJson,
  type Preload,
} from './app/document';
import { AppRoot } from './app/AppRoot';
import { createRoutes } from './app/routes';
import { remoteRoutes, shellPaths } from './app/route-table';
import type { RemoteEntry } from './remotes/remotes-config';
import type { RemoteName } from './remotes/remote-names';

export type { Preload };

/** A remote as the server sees it: its browser manifest (for the page) and its server container. */
export interface ServerRemote extends RemoteEntry {
  /** The server container's entry: a file path or an http(s) URL. */
  serverEntry: string;
}

export interface RenderRequest {
  url: string;
  headers: Readonly<Record<string, string>>;
  template: string;
  remotes: readonly ServerRemote[];
  /** Where loaders reach the CMS API from this server. */
  apiBaseUrl: string;
  /** What the browser should fetch at once for a section's page (its manifest, entry, route code). */
  preloadsFor?: (remote: RemoteName, routeId: string) => readonly Preload[];
}

export type RenderResult =
  /** `shared`: the same for every visitor with this URL (a page for signed-in users never is). */
  | {
      kind: 'page';
      status: number;
      html: string;
      remote?: RemoteName;
      shared: boolean;
      /** Regions that failed while rendering (each fell back to the browser). */
      regionErrors: number;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The server container registered for each remote name in this process. */
const registeredEntries = new Map<string, string>();

type ShareScopes = Record<string, Record<string, Record<string, { from?: string }>>>;
type ShellModule = [scope: string, name: string, version: string, entry: { from?: string }];
let shellModules: ShellModule[] | null = null;

/** The shared modules this shell put in the share scopes, as the first registration found them. */
function modulesOfShell(): ShellModule[] {
  const instance = getInstance();
  const scopes = (instance?.shareScopeMap ?? {}) as ShareScopes;
  const provided: ShellModule[] = [];
  for (const [scope, modules] of Object.entries(scopes)) {
    for (const [name, versions] of Object.entries(modules ?? {})) {
      for (const [version, entry] of Object.entries(versions ?? {})) {
        if (entry?.from === instance?.name) provided.push([scope, name, version, entry]);
      }
    }
  }
  return provided;
}

/**
 * Registers the server containers of the enabled remotes; again (forced) when the live set changes.
 * A container that takes a module from the host (the design system) registers it under the host's
 * version, in the host's place, and a forced registration then removes it: the host's own entries
 * are put back after each one, or the next container finds no design system.
 */
function syncServerRemotes(remotes: readonly ServerRemote[]) {
  const changed = remotes.filter(
    (remote) => remote.enabled && registeredEntries.get(remote.name) !== remote.serverEntry,
  );
  if (changed.length === 0) return;
  shellModules ??= modulesOfShell();
  // only the remotes whose release changed: the others keep their loaded containers
  const replaced = changed.filter((remote) => registeredEntries.has(remote.name));
  const added = changed.filter((remote) => !registeredEntries.has(remote.name));
  const entries = (list: readonly ServerRemote[]) =>
    list.map((remote) => ({ name: remote.name, entry: remote.serverEntry }));
  if (added.length > 0) registerRemotes(entries(added));
  if (replaced.length > 0) registerRemotes(entries(replaced), { force: true });
  const scopes = (getInstance()?.shareScopeMap ?? {}) as ShareScopes;
  for (const [scope, name, version, entry] of shellModules)
    ((scopes[scope] ??= {})[name] ??= {})[version] = entry;
  for (const remote of changed) registeredEntries.set(remote.name, remote.serverEntry);
}

/** Errors in the form the browser router reads back from hydration data. */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) serialized[routeId] = { message: error.message, __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}

function matchedRoute(context: StaticHandlerContext) {
  const ids = new Set(context.matches.map((match) => match.route.id));
  return remoteRoutes.find((route) => ids.has(`${route.remote}/${route.route}`));
}

/** Renders the page at `url`: a redirect, or the document with its status (404, 5xx from loaders). */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  syncServerRemotes(request.remotes);
  const browserRemotes: RemoteEntry[] = request.remotes.map(({ name, manifest, enabled }) => ({
    name,
    manifest,
    enabled,
  }));
  // new route objects per request: the router keeps resolved lazy routes on them
  const handler = createStaticHandler(createRoutes({ remotes: browserRemotes, side: 'server' }));
  const loaderContext: ServerLoaderContext = { apiBaseUrl: request.apiBaseUrl };
  const context = await handler.query(new Request(request.url, { headers: request.headers }), {
    requestContext: loaderContext,
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createRequestStyleCache();
  const { html, errors } = await renderToHtml(
    <AppRoot cache={cache} remotes={browserRemotes}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  for (const error of errors) console.error(`Rendering ${request.url} failed in a region:`, error);
  const route = matchedRoute(context);
  const remote = route?.remote;
  const routerData = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  const document = composeDocument({
    template: request.template,
    html,
    styles: styleTags(cache, html),
    dataBlocks:
      scriptJson(ROUTER_DATA_ELEMENT_ID, routerData) + scriptJson(REMOTES_ELEMENT_ID, browserRemotes),
    preloads: route ? request.preloadsFor?.(route.remote, route.route) : [],
  });
  const forSignedIn =
    route?.requiresAuth === true || context.matches.some((match) => match.route.path === shellPaths.welcome);
  return {
    kind: 'page',
    status: context.statusCode,
    html: document,
    remote,
    shared: !forSignedIn,
    regionErrors: errors.length,
  };
}
