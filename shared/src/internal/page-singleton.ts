const pageScope = globalThis as typeof globalThis & Record<symbol, unknown>;
const keyOf = (name: string) => Symbol.for(`chargemaroc.${name}`);

/**
 * One instance per page for state every app must share, even if this package's modules are
 * evaluated twice (two bundles, a remote running alone next to the shell).
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = keyOf(name);
  if (!(key in pageScope)) pageScope[key] = create();
  return pageScope[key] as T;
}

/** The page's instance of `name` if something made it already, without making it. */
export function pageSingletonIfMade<T>(name: string): T | undefined {
  return pageScope[keyOf(name)] as T | undefined;
}
