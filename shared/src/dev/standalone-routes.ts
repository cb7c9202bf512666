// The route objects a remote mounts when it runs alone: its pages as the route table gives them.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { SectionRoutes } from '../routing/section-route';
import { paths, routeTable, type RouteTableRow } from '../routing/paths';

export type TableRemote = RouteTableRow['remote'];

export interface StandaloneWidget {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Each page the route table gives `remote`, on its path, served by the route object of the same id
 * in `routes`, then the widgets. Throws when the remote's routes and the table disagree (a route the
 * table gives and the remote lacks, or one the remote exposes that no path leads to).
 */
export function standaloneRoutes(
  remote: TableRemote,
  routes: SectionRoutes,
  widgets: readonly StandaloneWidget[] = [],
): RouteObject[] {
  const rows = routeTable.filter((row) => row.remote === remote);
  const given = new Set<string>(rows.map((row) => row.route));
  const missing = rows.filter((row) => !routes[row.route]).map((row) => row.route);
  const unreached = Object.keys(routes).filter((id) => !given.has(id));
  if (missing.length > 0 || unreached.length > 0)
    throw new Error(
      `${remote}: routes and the route table differ (missing: ${missing.join(', ') || 'none'}; ` +
        `not in the table: ${unreached.join(', ') || 'none'})`,
    );
  const pages = rows.map((row): RouteObject => {
    const { loader, Component, ErrorBoundary } = routes[row.route]!;
    return { path: paths[row.page].pattern, loader, Component, ErrorBoundary };
  });
  const extras = widgets.map(({ path, load }): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await load()).default }),
  }));
  return [...pages, ...extras];
}
