/** The stations list's filters: read from and written to the URL, applied the same on server and browser. */
import type { StationStatus } from '@chargemaroc/shared/contracts/station';
import type { ListStation as Station } from './list-station';

export interface StationFilters {
  /** Free text, answered by the site search (name, city, address, operator, connectors). */
  q: string;
  connector: string;
  /** Minimum power in kW, 0 for any. */
  minPower: number;
  operator: string;
  status: StationStatus | '';
}

export const DEFAULT_STATION_FILTERS: StationFilters = {
  q: '',
  connector: '',
  minPower: 0,
  operator: '',
  status: '',
};

/** URL parameter of each filter (French, as the site's other URLs). */
export const FILTER_PARAMS = {
  q: 'q',
  connector: 'connecteur',
  minPower: 'puissance',
  operator: 'operateur',
  status: 'statut',
} as const;
export const SELECTED_PARAM = 'station';

export const POWER_STEPS = [7, 11, 22, 50, 100, 150] as const;
export const STATUSES: readonly StationStatus[] = ['available', 'occupied', 'maintenance', 'unknown'];
const MAX_TEXT = 100;

const text = (value: string | null) => (value ?? '').trim().slice(0, MAX_TEXT);

export function parseStationFilters(params: URLSearchParams): StationFilters {
  const power = Number(params.get(FILTER_PARAMS.minPower));
  const status = params.get(FILTER_PARAMS.status) ?? '';
  return {
    q: text(params.get(FILTER_PARAMS.q)),
    connector: text(params.get(FILTER_PARAMS.connector)),
    minPower: Number.isFinite(power) && power > 0 ? Math.min(power, 1000) : 0,
    operator: text(params.get(FILTER_PARAMS.operator)),
    status: (STATUSES as readonly string[]).includes(status) ? (status as StationStatus) : '',
  };
}

/** The filters as URL parameters (defaults left out), keeping the other parameters of `base`. */
export function toSearchParams(filters: StationFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const values: Record<keyof StationFilters, string> = {
    q: filters.q.trim(),
    connector: filters.connector,
    minPower: filters.minPower > 0 ? String(filters.minPower) : '',
    operator: filters.operator,
    status: filters.status,
  };
  for (const key of Object.keys(FILTER_PARAMS) as (keyof StationFilters)[]) {
    if (values[key]) params.set(FILTER_PARAMS[key], values[key]);
    else params.delete(FILTER_PARAMS[key]);
  }
  return params;
}

export function countActiveFilters(filters: StationFilters): number {
  return [filters.q, filters.connector, filters.minPower > 0, filters.operator, filters.status].filter(
    Boolean,
  ).length;
}

/**
 * Whether a station passes the filters. The free text is answered by the site search (station-search.ts):
 * `matchingIds` are the ids it found for `filters.q`, null when there is no free text.
 */
export function matchesFilters(
  station: Station,
  filters: StationFilters,
  matchingIds: ReadonlySet<string> | null,
): boolean {
  if (filters.q && matchingIds && !matchingIds.has(station.id)) return false;
  if (filters.connector && !station.connectors.includes(filters.connector)) return false;
  if (filters.minPower > 0 && (station.power ?? 0) < filters.minPower) return false;
  if (filters.operator && station.operator !== filters.operator) return false;
  if (filters.status && station.status !== filters.status) return false;
  return true;
}

/** The stations passing the filters, in the list's order (nearest first around the visitor). */
export function filterStations(
  stations: readonly Station[],
  filters: StationFilters,
  matchingIds: readonly string[] | null,
): Station[] {
  const found = matchingIds ? new Set(matchingIds) : null;
  return stations.filter((station) => matchesFilters(station, filters, found));
}

export interface FilterOptions {
  connectors: string[];
  operators: string[];
}

/** The connector types and operators present in the directory, sorted for the selects. */
export function filterOptions(stations: readonly Station[], current?: StationFilters): FilterOptions {
  const collator = new Intl.Collator('fr');
  const connectors = new Set(stations.flatMap((station) => station.connectors));
  const operators = new Set(stations.map((station) => station.operator));
  // a value from the URL stays selectable even when no station has it
  if (current?.connector) connectors.add(current.connector);
  if (current?.operator) operators.add(current.operator);
  return {
    connectors: [...connectors].sort(collator.compare),
    operators: [...operators].sort(collator.compare),
  };
}
