/**
 * The installation photo chosen for each cart line (in the cart's estimate or the checkout's), one
 * store for every app of the page, kept in this browser until the order takes it. The checkout sends
 * each photo once and notes its upload here. A photo goes when its line leaves the cart, when another
 * replaces it, or when the order is placed.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { InstallationPhoto } from '../contracts/order';
import { pageSingleton } from '../internal/page-singleton';
import { indexedDbShelf, type KeptPhoto, type PhotoShelf } from '../internal/photo-shelf';
import { cartStore } from './cart';

export type { KeptPhoto, PhotoShelf };

export interface InstallationPhotosState {
  /** By cart line id. */
  photos: Record<string, KeptPhoto>;
  /** The photos saved by earlier pages have been read (at once where nothing is saved). */
  loaded: boolean;
  /** A new choice for the line: replaces the one before, and any upload of it. */
  keep(lineId: string, file: File): void;
  /** Notes the upload of the photo named `key`, unless another photo replaced it meanwhile. */
  markUploaded(lineId: string, key: string, upload: InstallationPhoto): void;
  forget(lineId: string): void;
  clear(): void;
}

let counter = 0;
const newKey = () =>
  `${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 10)}`;

/** A shelf that cannot save or delete only loses the photo after this page. */
const quietly = (attempt: Promise<void> | undefined) => void attempt?.catch(() => undefined);

export function createInstallationPhotosStore(
  shelf: PhotoShelf | null,
  cartLineIds: () => string[] = () => [],
) {
  const store = createStore<InstallationPhotosState>()((set, get) => {
    const save = (lineId: string, photo: KeptPhoto) => {
      set({ photos: { ...get().photos, [lineId]: photo } });
      quietly(shelf?.put(lineId, photo));
    };
    return {
      photos: {},
      loaded: shelf === null,
      keep: (lineId, file) => save(lineId, { key: newKey(), file }),
      markUploaded: (lineId, key, upload) => {
        const photo = get().photos[lineId];
        if (photo?.key === key) save(lineId, { ...photo, upload });
      },
      forget: (lineId) => {
        if (!(lineId in get().photos)) return;
        const others = { ...get().photos };
        delete others[lineId];
        set({ photos: others });
        quietly(shelf?.delete(lineId));
      },
      clear: () => {
        const lineIds = Object.keys(get().photos);
        set({ photos: {} });
        for (const lineId of lineIds) quietly(shelf?.delete(lineId));
      },
    };
  });

  const forgetLinesNotIn = (lineIds: string[]) => {
    for (const lineId of Object.keys(store.getState().photos))
      if (!lineIds.includes(lineId)) store.getState().forget(lineId);
  };

  if (shelf) {
    shelf
      .readAll()
      .then((saved) => {
        const lines = cartLineIds();
        // a choice made while reading wins over the saved one
        store.setState((state) => ({ photos: { ...saved, ...state.photos }, loaded: true }));
        for (const lineId of Object.keys(saved)) if (!lines.includes(lineId)) quietly(shelf.delete(lineId));
        forgetLinesNotIn(lines);
      })
      .catch(() => store.setState({ loaded: true }));
  }
  return { store, forgetLinesNotIn };
}

export const installationPhotosStore = pageSingleton('installation-photos-store.v1', () => {
  const lineIds = () => cartStore.getState().items.map((item) => item.id);
  const { store, forgetLinesNotIn } = createInstallationPhotosStore(indexedDbShelf(), lineIds);
  cartStore.subscribe((cart, previous) => {
    if (cart.items !== previous.items) forgetLinesNotIn(lineIds());
  });
  return store;
});

export function useInstallationPhotos<T>(selector: (state: InstallationPhotosState) => T): T {
  return useStore(installationPhotosStore, selector);
}

/** Resolves once `store` has read the photos saved by earlier pages (at once where it saves none). */
export function photosRead(store: StoreApi<InstallationPhotosState>): Promise<void> {
  return new Promise<void>((resolve) => {
    if (store.getState().loaded) return resolve();
    const stop = store.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
}

let whenLoaded: Promise<void> | undefined;

/**
 * The page's photos read (one promise per page, for React's `use`). A screen that suspends on it is
 * first drawn with them: read while it rendered, they changed the store in the middle of the render,
 * which React then did again at once, in one blocking task (70-140 ms for the checkout at 4x CPU).
 */
export function installationPhotosLoaded(): Promise<void> {
  whenLoaded ??= photosRead(installationPhotosStore);
  return whenLoaded;
}
