import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while the page hydrates, true afterwards: what only the browser knows waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * As useHydrated, for a part the browser alone draws that is large (a block of cards): once the page
 * has hydrated it is drawn as a deferred render, in slices the browser can interleave, rather than
 * in the blocking task that follows hydration. Mounted later (a client navigation), it is true at once.
 */
export function useHydratedUnhurried(): boolean {
  return useDeferredValue(useHydrated());
}
