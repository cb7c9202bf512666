/**
 * Where the installation photos of cart lines outlive the page: IndexedDB, which can hold a file
 * (localStorage holds only text). Behind a small interface so the store runs without it (in Node, in
 * tests, in a browser that refuses IndexedDB: the photos then last as long as the page).
 */
import { installationPhotoSchema, type InstallationPhoto } from '../contracts/order';

/** One line's photo: the file, a key naming this one choice, and its upload once sent. */
export interface KeptPhoto {
  key: string;
  file: File;
  upload?: InstallationPhoto;
}

export interface PhotoShelf {
  readAll(): Promise<Record<string, KeptPhoto>>;
  put(lineId: string, photo: KeptPhoto): Promise<void>;
  delete(lineId: string): Promise<void>;
}

const DATABASE = 'cm.installation-photos';
const TABLE = 'photos';

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** A stored record, or null when it is not one this code wrote. */
export function keptPhotoOf(value: unknown): KeptPhoto | null {
  if (!value || typeof value !== 'object') return null;
  const { key, file, upload } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !(file instanceof Blob)) return null;
  const named = file instanceof File ? file : new File([file], 'photo', { type: file.type });
  const parsed = installationPhotoSchema.safeParse(upload);
  return parsed.success ? { key, file: named, upload: parsed.data } : { key, file: named };
}

/** The browser's IndexedDB shelf, or null where there is none. */
export function indexedDbShelf(): PhotoShelf | null {
  if (typeof indexedDB === 'undefined') return null;
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    if (!opened) {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(TABLE);
      opened = settled(request);
    }
    return opened;
  };
  const write = async (change: (table: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(TABLE, 'readwrite');
    change(transaction.objectStore(TABLE));
    await committed(transaction);
  };
  return {
    async readAll() {
      const table = (await database()).transaction(TABLE).objectStore(TABLE);
      const [keys, values] = await Promise.all([settled(table.getAllKeys()), settled(table.getAll())]);
      const photos: Record<string, KeptPhoto> = {};
      keys.forEach((lineId, index) => {
        const photo = keptPhotoOf(values[index]);
        if (typeof lineId === 'string' && photo) photos[lineId] = photo;
      });
      return photos;
    },
    put: (lineId, photo) => write((table) => table.put(photo, lineId)),
    delete: (lineId) => write((table) => table.delete(lineId)),
  };
}
