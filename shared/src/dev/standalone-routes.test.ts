import { describe, expect, it } from 'vitest';
import type { SectionRoutes } from '../routing/section-route';
import { paths, routeTable } from '../routing/paths';
import { standaloneRoutes } from './standalone-routes';

const Page = () => null;
/** Route objects for the ids the route table gives a remote, plus any extra ids. */
function routesOf(remote: string, extra: string[] = []): SectionRoutes {
  const ids = [...routeTable.filter((row) => row.remote === remote).map((row) => row.route), ...extra];
  return Object.fromEntries(ids.map((id) => [id, { Component: Page }]));
}

describe('the standalone mount of a remote', () => {
  it("puts each of the remote's pages on the path the route table gives it", () => {
    const mounted = standaloneRoutes('mf_account', routesOf('mf_account'));
    expect(mounted.map((route) => route.path)).toEqual([
      paths.dashboard.pattern,
      paths.profile.pattern,
      paths.orders.pattern,
      paths.order.pattern,
      paths.wishlist.pattern,
      paths.tracking.pattern,
    ]);
    expect(mounted.every((route) => route.Component === Page)).toBe(true);
  });

  it('adds the widgets after the pages', () => {
    const load = async () => ({ default: Page });
    const mounted = standaloneRoutes('mf_shop', routesOf('mf_shop'), [{ path: paths.home.pattern, load }]);
    expect(mounted.map((route) => route.path)).toEqual([
      paths.shop.pattern,
      paths.product.pattern,
      paths.cart.pattern,
      paths.home.pattern,
    ]);
  });

  it('refuses routes that differ from the table: a page missing, or a route no path leads to', () => {
    const withoutTracking = Object.fromEntries(
      Object.entries(routesOf('mf_account')).filter(([id]) => id !== 'tracking'),
    );
    expect(() => standaloneRoutes('mf_account', withoutTracking)).toThrow(/missing: tracking/);
    expect(() => standaloneRoutes('mf_stations', routesOf('mf_stations', ['heatmap']))).toThrow(
      /not in the table: heatmap/,
    );
  });
});
