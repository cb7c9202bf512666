import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value the server renders (and hydration finds) in one form and this browser in another: the
 * server's while the component hydrates, then this browser's from a transition render on; this
 * browser's at once in a component mounted after the page hydrated (a client navigation).
 *
 * Why not useSyncExternalStore's server snapshot alone: when the browser's value differs, React
 * renders the component again right after it hydrates, at its most urgent priority, in one task
 * that cannot yield. Here hydration keeps the server's value until a transition brings the browser's,
 * in slices the browser can interleave. React asks for the server snapshot only while hydrating,
 * which is how a hydrated component is told from one mounted later.
 */
export function useServedThenLive<T>(
  served: () => T,
  live: () => T,
  subscribeToLive: (changed: () => void) => () => void = subscribe,
): T {
  const hydrating = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrating.current) startTransition(() => setHydrated(true));
  }, []);
  return useSyncExternalStore(
    subscribeToLive,
    () => (hydrating.current && !hydrated ? served() : live()),
    () => {
      hydrating.current = true;
      return served();
    },
  );
}

const never = () => false;
const always = () => true;

/** False on the server and while the page hydrates, true afterwards: what only the browser knows waits for it. */
export function useHydrated(): boolean {
  return useServedThenLive(never, always);
}

/**
 * As useHydrated, for a part the browser alone draws that is large (a block of cards). useHydrated
 * itself now turns true in a transition, in slices the browser can interleave: the same hook, kept
 * under this name for the sections built with it.
 */
export const useHydratedUnhurried = useHydrated;
