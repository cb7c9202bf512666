/**
 * The vehicles picked for comparison (at most 3, each once), kept for the visit in this tab. The
 * rules are the shared ones; this is only their state. It changes only in the browser, so the
 * server's module copy stays empty, and the server snapshot is always empty (hydration matches).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { addToComparison, removeFromComparison, MAX_COMPARED } from '@chargemaroc/shared/domain/comparison';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { vehicleLabels } from '../../labels';

export const VEHICLE_COMPARISON_KEY = 'cm.vehicle-comparison.v1';

export interface ComparedVehicle {
  id: string;
  name: string;
}

type Listener = () => void;
const EMPTY: readonly ComparedVehicle[] = [];

/**
 * An empty comparison is always the same array as the server snapshot: after hydration React
 * compares the two, and a different (even empty) array re-renders every subscriber at once.
 */
function orEmpty(items: readonly ComparedVehicle[]): readonly ComparedVehicle[] {
  return items.length === 0 ? EMPTY : items;
}

function readStored(): readonly ComparedVehicle[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(VEHICLE_COMPARISON_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? orEmpty(
          (parsed as ComparedVehicle[])
            .filter((item) => typeof item?.id === 'string' && typeof item.name === 'string')
            .slice(0, MAX_COMPARED),
        )
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

function createStore() {
  let items: readonly ComparedVehicle[] | null = null;
  const listeners = new Set<Listener>();
  const current = () => (items ??= readStored());
  const publish = (next: readonly ComparedVehicle[]) => {
    items = orEmpty(next);
    try {
      globalThis.sessionStorage?.setItem(VEHICLE_COMPARISON_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the comparison still works for this page.
    }
    listeners.forEach((listener) => listener());
  };
  return {
    getItems: current,
    /** False with the reason when the vehicle cannot be added (already there, or 3 already). */
    add(vehicle: ComparedVehicle): { ok: true } | { ok: false; message: string } {
      const result = addToComparison(current(), { id: vehicle.id, name: vehicle.name });
      if (result.ok) {
        publish(result.items);
        return { ok: true };
      }
      const full = current().length >= MAX_COMPARED;
      return { ok: false, message: full ? vehicleLabels.comparison.limit : result.message };
    },
    remove(id: string) {
      publish(removeFromComparison(current(), id));
    },
    clear() {
      publish([]);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Tests start from an empty comparison. */
    reset() {
      items = EMPTY;
      globalThis.sessionStorage?.removeItem(VEHICLE_COMPARISON_KEY);
      listeners.forEach((listener) => listener());
    },
  };
}

export const vehicleComparison = createStore();

export function useComparedVehicles(): readonly ComparedVehicle[] {
  return useSyncExternalStore(vehicleComparison.subscribe, vehicleComparison.getItems, () => EMPTY);
}

/** A compare button's action: adds or removes, and says why when it cannot add. */
export function toggleComparison(vehicle: ComparedVehicle): void {
  if (vehicleComparison.getItems().some((item) => item.id === vehicle.id)) {
    vehicleComparison.remove(vehicle.id);
    return;
  }
  const result = vehicleComparison.add(vehicle);
  if (!result.ok) notify({ type: 'warning', title: result.message });
}

/**
 * Whether one vehicle is picked. A yes or no per card: a change of the comparison re-renders only
 * the cards whose answer changed, not the list that holds them.
 */
export function useIsCompared(id: string): boolean {
  const isCompared = useCallback(() => vehicleComparison.getItems().some((item) => item.id === id), [id]);
  return useSyncExternalStore(vehicleComparison.subscribe, isCompared, () => false);
}

/** A card's compare button: adds or removes, and says why when it cannot add. */
export function useCompareToggle() {
  const compared = useComparedVehicles();
  const isCompared = useCallback((id: string) => compared.some((item) => item.id === id), [compared]);
  return { compared, isCompared, toggle: toggleComparison };
}
