/**
 * Whether the figures a page shows may be out of date (decision 026): the page is a copy the service
 * worker kept on the device, its data came from the device, or the connection dropped while it was
 * open. The shell tells it; price and stock figures read it through the design system's OfflineMark.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { pageSingleton } from '../internal/page-singleton';

export interface OfflineServedState {
  /** When what is shown was saved on the device, if it came from there. */
  savedAt: number | null;
  /** The whole page is a saved copy: it stays one until the next page load, connection or not. */
  savedPage: boolean;
  /** The connection is gone. */
  offline: boolean;
}

export interface OfflineServedActions {
  /** The page itself is the copy saved at `savedAt`. */
  showingSavedPage(savedAt: number): void;
  /** Data of the page was read from the device, as saved at `savedAt`. */
  showingSavedData(savedAt: number): void;
  /** The connection dropped (false) or came back (true): data from the device is then read again. */
  connectionChanged(online: boolean): void;
}

const live: OfflineServedState = { savedAt: null, savedPage: false, offline: false };

function createOfflineServedStore() {
  return createStore<OfflineServedState & OfflineServedActions>()((set, get) => ({
    ...live,
    showingSavedPage: (savedAt) => set({ savedAt, savedPage: true }),
    // the oldest copy shown is the date the figures may be as old as
    showingSavedData: (savedAt) => {
      const { savedAt: shown } = get();
      set({ savedAt: shown === null ? savedAt : Math.min(shown, savedAt) });
    },
    connectionChanged: (online) =>
      set(online ? { offline: false, ...(get().savedPage ? {} : { savedAt: null }) } : { offline: true }),
  }));
}

export const offlineServedStore = pageSingleton('offline-served-store.v1', createOfflineServedStore);

/**
 * What a figure's mark needs: null while the page is live (always on the server and while the page
 * hydrates: the mark never changes the server's markup), else since when it may be out of date
 * (`savedAt` null when only the connection is gone).
 */
export function useOutOfDate(): { savedAt: number | null } | null {
  const shown = useStore(offlineServedStore, (state) => state.offline || state.savedAt !== null);
  const savedAt = useStore(offlineServedStore, (state) => state.savedAt);
  return shown ? { savedAt } : null;
}
