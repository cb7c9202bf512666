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

function readStored(): ComparedVehicle[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(VEHICLE_COMPARISON_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? (parsed as ComparedVehicle[])
          .filter((item) => typeof item?.id === 'string' && typeof item.name === 'string')
          .slice(0, MAX_COMPARED)
      : [];
  } catch {
    return [];
  }
}

function createStore() {
  let items: readonly ComparedVehicle[] | null = null;
  const listeners = new Set<Listener>();
  const current = () => (items ??= readStored());
  const publish = (next: readonly ComparedVehicle[]) => {
    items = next;
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
      items = [];
      globalThis.sessionStorage?.removeItem(VEHICLE_COMPARISON_KEY);
      listeners.forEach((listener) => listener());
    },
  };
}

export const vehicleComparison = createStore();

export function useComparedVehicles(): readonly ComparedVehicle[] {
  return useSyncExternalStore(vehicleComparison.subscribe, vehicleComparison.getItems, () => EMPTY);
}

/** A card's compare button: adds or removes, and says why when it cannot add. */
export function useCompareToggle() {
  const compared = useComparedVehicles();
  const isCompared = useCallback((id: string) => compared.some((item) => item.id === id), [compared]);
  const toggle = useCallback((vehicle: ComparedVehicle) => {
    if (vehicleComparison.getItems().some((item) => item.id === vehicle.id)) {
      vehicleComparison.remove(vehicle.id);
      return;
    }
    const result = vehicleComparison.add(vehicle);
    if (!result.ok) notify({ type: 'warning', title: result.message });
  }, []);
  return { compared, isCompared, toggle };
}
