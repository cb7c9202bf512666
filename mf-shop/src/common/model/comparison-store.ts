/**
 * The products picked for comparison (at most 3, each once), kept for the visit in this tab.
 * The rules are the shared ones; this is only their state.
 */
import { useSyncExternalStore } from 'react';
import { bus } from '@chargemaroc/shared/bus';
import type { Product } from '@chargemaroc/shared/contracts/product';
import {
  addToComparison,
  removeFromComparison,
  type ComparisonResult,
} from '@chargemaroc/shared/domain/comparison';

export const COMPARISON_STORAGE_KEY = 'cm.comparison.v1';

type Listener = () => void;

/**
 * The server's comparison, and the browser's until it has hydrated: the server cannot see this tab's
 * storage. One array, so an empty comparison in the browser is the same snapshot and re-renders nothing.
 */
const NOTHING_COMPARED: readonly Product[] = [];

function readStored(): readonly Product[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(COMPARISON_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const stored = Array.isArray(parsed)
      ? (parsed as Product[]).filter((item) => typeof item?.id === 'string').slice(0, 3)
      : [];
    return stored.length > 0 ? stored : NOTHING_COMPARED;
  } catch {
    return NOTHING_COMPARED;
  }
}

function createComparisonStore() {
  let items: readonly Product[] = readStored();
  const listeners = new Set<Listener>();

  const publish = (next: readonly Product[]) => {
    items = next;
    try {
      globalThis.sessionStorage?.setItem(COMPARISON_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the comparison still works for this page.
    }
    listeners.forEach((listener) => listener());
    bus.emit('comparison:changed', { ids: next.map((item) => item.id) });
  };

  return {
    getItems: () => items,
    add(product: Product): ComparisonResult<Product> {
      const result = addToComparison(items, product);
      if (result.ok) publish(result.items);
      return result;
    },
    remove(id: string) {
      publish(removeFromComparison(items, id));
    },
    clear() {
      publish([]);
    },
    has: (id: string) => items.some((item) => item.id === id),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Tests start from an empty comparison. */
    reset() {
      items = NOTHING_COMPARED;
      globalThis.sessionStorage?.removeItem(COMPARISON_STORAGE_KEY);
      listeners.forEach((listener) => listener());
    },
  };
}

export const comparisonStore = createComparisonStore();

export function useComparedProducts(): readonly Product[] {
  return useSyncExternalStore(comparisonStore.subscribe, comparisonStore.getItems, () => NOTHING_COMPARED);
}
