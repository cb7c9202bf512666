import { useCallback, useMemo } from 'react';
import { useListSearchParams } from '@chargemaroc/shared/routing/list-query';
import { parseVehicleQuery, toSearchParams, type VehicleQuery } from '../model/vehicle-url-state';

/**
 * The list state as the visitor chose it, kept in the URL; each change is a new history entry, so
 * Back undoes it. `pending` while the list for it is on its way.
 */
export function useVehicleQuery() {
  const { searchParams, pending, setSearchParams } = useListSearchParams();
  const key = searchParams.toString();
  const query = useMemo(() => parseVehicleQuery(new URLSearchParams(key)), [key]);
  const setQuery = useCallback(
    (next: VehicleQuery) => setSearchParams(toSearchParams(next)),
    [setSearchParams],
  );
  return { query, pending, setQuery };
}
