/** The wishlist, one store for every app of the page, kept in the browser. */
import { z } from 'zod/mini';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { bus } from '../bus/event-bus';
import { wishlistItemSchema, type WishlistItem } from '../contracts/wishlist';
import { pageSingleton } from '../internal/page-singleton';
import { formatMessage, coreMessages as messages } from '../messages/core';
import { syncAcrossTabs, versionedPersist } from './persistence';
import { sessionStore } from './session';

export const WISHLIST_STORAGE_KEY = 'cm.wishlist.v1';
export const WISHLIST_STORAGE_VERSION = 1;

export interface WishlistData {
  items: WishlistItem[];
}

export type WishlistResult = { ok: boolean; message: string };

export interface WishlistActions {
  /** Refuses an item already in the list. */
  add(item: WishlistItem): WishlistResult;
  remove(id: string): WishlistResult;
  clear(): void;
  has(id: string): boolean;
  /** Replaces the whole list, e.g. with the server's copy for a signed-in user. */
  replaceAll(items: WishlistItem[]): void;
}

export type WishlistStore = WishlistData & WishlistActions;

const emptyWishlist: WishlistData = { items: [] };

function createWishlistStore() {
  const store = createStore<WishlistStore>()(
    persist(
      (set, get) => ({
        ...emptyWishlist,
        add: (item) => {
          if (get().has(item.id)) return { ok: false, message: messages.wishlist.duplicate };
          set({ items: [...get().items, item] });
          return { ok: true, message: formatMessage(messages.wishlist.itemAdded, { name: item.name }) };
        },
        remove: (id) => {
          const item = get().items.find((entry) => entry.id === id);
          if (!item) return { ok: false, message: messages.wishlist.notFound };
          set({ items: get().items.filter((entry) => entry.id !== id) });
          return { ok: true, message: formatMessage(messages.wishlist.itemRemoved, { name: item.name }) };
        },
        clear: () => set(emptyWishlist),
        has: (id) => get().items.some((entry) => entry.id === id),
        replaceAll: (items) => {
          const unique = [...new Map(items.map((item) => [item.id, item])).values()];
          set({ items: unique });
        },
      }),
      versionedPersist<WishlistStore, WishlistData>({
        name: WISHLIST_STORAGE_KEY,
        version: WISHLIST_STORAGE_VERSION,
        schema: z.lazy(() => z.object({ items: z.array(wishlistItemSchema) })),
        initial: emptyWishlist,
        pick: ({ items }) => ({ items }),
      }),
    ),
  );
  store.subscribe((state, previous) => {
    if (state.items !== previous.items) {
      bus.emit('wishlist:changed', { count: state.items.length, ids: state.items.map((item) => item.id) });
    }
  });
  syncAcrossTabs(WISHLIST_STORAGE_KEY, store.persist.rehydrate);
  // the list is the signed-in user's: it leaves with them (sign-out, a 401, another account)
  sessionStore.subscribe((session, previous) => {
    if (previous.user && session.user?.id !== previous.user.id) store.getState().clear();
  });
  return store;
}

export const wishlistStore = pageSingleton('wishlist-store.v1', createWishlistStore);

export function useWishlist<T>(selector: (state: WishlistStore) => T): T {
  return useStore(wishlistStore, selector);
}

export const selectWishlistCount = (state: WishlistData): number => state.items.length;
export const selectWishlistItems = (state: WishlistData): WishlistItem[] => state.items;
export const selectIsInWishlist =
  (id: string) =>
  (state: WishlistData): boolean =>
    state.items.some((item) => item.id === id);
