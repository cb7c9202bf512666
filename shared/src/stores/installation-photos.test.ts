import { describe, expect, it } from 'vitest';
import type { KeptPhoto, PhotoShelf } from '../internal/photo-shelf';
import { cartStore } from './cart';
import {
  createInstallationPhotosStore,
  installationPhotosLoaded,
  installationPhotosStore,
  photosRead,
} from './installation-photos';

/** The shelf as a map: what IndexedDB would keep between pages. */
function memoryShelf(saved: Record<string, KeptPhoto> = {}) {
  const entries = new Map(Object.entries(saved));
  const shelf: PhotoShelf = {
    readAll: async () => Object.fromEntries(entries),
    put: async (lineId, photo) => void entries.set(lineId, photo),
    delete: async (lineId) => void entries.delete(lineId),
  };
  return { shelf, entries };
}

const photoFile = (name = 'tableau.png') =>
  new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const upload = { id: 'k2xq8w0c9v1b3n5m7l4j6h8g', url: '/uploads/tableau.png', thumbnailUrl: '' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the installation photos of cart lines', () => {
  it('keeps a chosen photo on the shelf, and a new choice replaces it with its upload', async () => {
    const { shelf, entries } = memoryShelf();
    const { store } = createInstallationPhotosStore(shelf, () => ['wb']);
    await settle();
    const first = photoFile();
    store.getState().keep('wb', first);
    const firstKey = store.getState().photos.wb!.key;
    store.getState().markUploaded('wb', firstKey, upload);
    expect(entries.get('wb')).toEqual({ key: firstKey, file: first, upload });

    const second = photoFile('autre.png');
    store.getState().keep('wb', second);
    store.getState().markUploaded('wb', firstKey, upload);
    expect(store.getState().photos.wb).toEqual({ key: expect.not.stringMatching(firstKey), file: second });
    expect(entries.get('wb')?.upload).toBeUndefined();
  });

  it('reads the photos an earlier page kept, for the lines still in the cart only', async () => {
    const kept = { key: 'k1', file: photoFile(), upload };
    const { shelf, entries } = memoryShelf({ wb: kept, gone: { key: 'k2', file: photoFile() } });
    const { store } = createInstallationPhotosStore(shelf, () => ['wb']);
    expect(store.getState().loaded).toBe(false);
    await settle();
    expect(store.getState()).toMatchObject({ loaded: true, photos: { wb: kept } });
    expect([...entries.keys()]).toEqual(['wb']);
  });

  it('forgets one line, or all of them, on the shelf too', async () => {
    const { shelf, entries } = memoryShelf();
    const { store } = createInstallationPhotosStore(shelf, () => ['a', 'b']);
    await settle();
    store.getState().keep('a', photoFile());
    store.getState().keep('b', photoFile());
    store.getState().forget('a');
    expect(Object.keys(store.getState().photos)).toEqual(['b']);
    store.getState().clear();
    expect(store.getState().photos).toEqual({});
    expect(entries.size).toBe(0);
  });

  it("works without a shelf (no IndexedDB) and drops a line's photo when the line leaves the cart", () => {
    expect(installationPhotosStore.getState().loaded).toBe(true);
    cartStore.getState().addItem({ id: 'wb', name: 'Wallbox', price: 8000, category: 'wallbox', stock: 3 });
    cartStore.getState().addItem({ id: 'cb', name: 'Câble', price: 900, category: 'cables', stock: 3 });
    installationPhotosStore.getState().keep('wb', photoFile());
    installationPhotosStore.getState().keep('cb', photoFile());
    cartStore.getState().removeItem('wb');
    expect(Object.keys(installationPhotosStore.getState().photos)).toEqual(['cb']);
    cartStore.getState().clear();
    expect(installationPhotosStore.getState().photos).toEqual({});
  });
});

describe('the photos read from the device, for a screen to be drawn with them', () => {
  it('are awaited until the shelf has answered', async () => {
    let answer: (saved: Record<string, KeptPhoto>) => void = () => undefined;
    const shelf: PhotoShelf = {
      readAll: () => new Promise((resolve) => (answer = resolve)),
      put: async () => undefined,
      delete: async () => undefined,
    };
    const { store } = createInstallationPhotosStore(shelf, () => ['wb']);
    let read = false;
    void photosRead(store).then(() => (read = true));
    await settle();
    expect(read).toBe(false);
    answer({ wb: { key: 'k', file: photoFile() } });
    await settle();
    expect(read).toBe(true);
    expect(store.getState().photos.wb?.key).toBe('k');
  });

  it('are there at once without a shelf, and the page keeps one promise for them', async () => {
    expect(installationPhotosStore.getState().loaded).toBe(true);
    await expect(installationPhotosLoaded()).resolves.toBeUndefined();
    expect(installationPhotosLoaded()).toBe(installationPhotosLoaded());
  });
});
