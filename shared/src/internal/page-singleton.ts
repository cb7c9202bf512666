/**
 * One instance per page for state every app must share, even if this package's modules are
 * evaluated twice (two bundles, a remote running alone next to the shell).
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`chargemaroc.${name}`);
  const scope = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in scope)) scope[key] = create();
  return scope[key] as T;
}

/** The page's instance of `name` if something made it already, without making it. */
export function pageSingletonIfMade<T>(name: string): T | undefined {
  const scope = globalThis as typeof globalThis & Record<symbol, unknown>;
  return scope[Symbol.for(`chargemaroc.${name}`)] as T | undefined;
}
