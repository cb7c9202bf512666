import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseVehicleQuery, toSearchParams, type VehicleQuery } from './vehicle-url-state';

/** The list state read from the URL; each change is a new history entry, so Back undoes it. */
export function useVehicleQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const query = useMemo(() => parseVehicleQuery(new URLSearchParams(key)), [key]);
  const setQuery = useCallback(
    (next: VehicleQuery) => setSearchParams(toSearchParams(next), { preventScrollReset: true }),
    [setSearchParams],
  );
  return { query, setQuery };
}
