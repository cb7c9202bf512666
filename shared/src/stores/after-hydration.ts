import type { StoreApi } from 'zustand';
import { useServedThenLive } from '../data/use-hydrated';

/**
 * A store's value as the server rendered it (its initial state) while the component hydrates, then
 * its value in this browser from a transition render on (at once in a component mounted after the
 * page hydrated). For a part of the frame, hydrated once per page, that shows what only this browser
 * knows (the header's name, cart and wishlist counts).
 *
 * Why not the store's own hook: a store whose value in the browser differs from the server's (a
 * signed-in shopper, a saved cart) makes React render the component again right after it hydrates,
 * at its most urgent priority, in one task that cannot yield (a header that swaps its sign-in buttons
 * for the account menu: 40-60 ms at 4x CPU). Here that render is a transition, done in slices.
 * Changes after it show as with the store's own hook.
 */
export function useStoreAfterHydration<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  return useServedThenLive(
    () => selector(store.getInitialState()),
    () => selector(store.getState()),
    store.subscribe,
  );
}
