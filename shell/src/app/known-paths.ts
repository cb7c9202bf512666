// Read before the federation runtime is ready (from the server entry): no shared module here.
import { remoteRoutes, routeAliases, shellPaths } from './route-table';

function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/** Whether a path is one of the product's routes (an unknown one answers 404). */
export function isKnownPath(pathname: string): boolean {
  const patterns = [
    ...remoteRoutes.map((route) => route.path),
    ...Object.values(shellPaths),
    ...Object.keys(routeAliases),
  ];
  return patterns.some((pattern) => matches(pattern, pathname));
}
