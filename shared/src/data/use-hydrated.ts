import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while the page hydrates, true afterwards: what only the browser knows waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
