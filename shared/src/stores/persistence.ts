/** Browser persistence shared by the session, cart and wishlist stores. */
import type { z } from 'zod/mini';
import { createJSONStorage, type PersistOptions, type StateStorage } from 'zustand/middleware';

function memoryStorage(): StateStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, value),
    removeItem: (name) => void entries.delete(name),
  };
}

/** localStorage when the page may use it (not in Node, not when the browser blocks it), else memory. */
function browserStorage(): StateStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__cm_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/**
 * Persist options with a versioned key: stored data is checked against `schema` and dropped
 * (back to `initial`) when it does not match, e.g. written by an older release or by hand.
 */
export function versionedPersist<Store extends Data, Data extends object>(options: {
  name: string;
  version: number;
  schema: z.ZodMiniType<Data>;
  initial: Data;
  pick: (state: Store) => Data;
}): PersistOptions<Store, Data> {
  const { schema, initial } = options;
  const accept = (persisted: unknown): Data => {
    // nothing stored (a first visit): nothing to check, and no schema built while the page starts
    if (persisted == null) return initial;
    const result = schema.safeParse(persisted);
    return result.success ? result.data : initial;
  };
  return {
    name: options.name,
    version: options.version,
    storage: createJSONStorage<Data>(browserStorage),
    partialize: options.pick,
    // No earlier version shipped: anything else in the slot starts afresh.
    migrate: (persisted, version) => (version === options.version ? accept(persisted) : initial),
    merge: (persisted, current) => ({ ...current, ...accept(persisted) }),
  };
}

/** Another tab wrote the same key: reload it, so every tab shows the same cart and session. */
export function syncAcrossTabs(name: string, rehydrate: () => Promise<void> | void): void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  window.addEventListener('storage', (event) => {
    if (event.key === name || event.key === null) void rehydrate();
  });
}
