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
