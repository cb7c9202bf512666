/** A page of the list and the filter options, both from the server. */
import type { RequestConfig } from '@chargemaroc/shared/api';
import { VEHICLE_PAGE_SIZE, type Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import type { Page } from '@chargemaroc/shared/contracts/strapi';
import { fetchVehicleList } from '../../../common/api/vehicles';
import { brandKey, type VehicleQuery } from '../model/vehicle-url-state';
import {
  isRankedSort,
  pageByIdsParams,
  rankingParams,
  rankVehicles,
  vehicleListParams,
} from './vehicle-query';

export async function fetchVehiclePage(query: VehicleQuery, config?: RequestConfig): Promise<Page<Vehicle>> {
  if (!isRankedSort(query.sort)) return fetchVehicleList(vehicleListParams(query), config);
  const all = await fetchVehicleList(rankingParams(query), config);
  const ranked = rankVehicles(all.items, query.sort);
  const total = ranked.length;
  const pageCount = Math.ceil(total / VEHICLE_PAGE_SIZE);
  const ids = ranked
    .slice((query.page - 1) * VEHICLE_PAGE_SIZE, query.page * VEHICLE_PAGE_SIZE)
    .map((vehicle) => vehicle.id);
  const pagination = { page: query.page, pageSize: VEHICLE_PAGE_SIZE, pageCount, total };
  if (ids.length === 0) return { items: [], pagination };
  const cards = await fetchVehicleList(pageByIdsParams(ids), config);
  const byId = new Map(cards.items.map((vehicle) => [vehicle.id, vehicle]));
  return {
    items: ids.flatMap((id) => {
      const vehicle = byId.get(id);
      return vehicle ? [vehicle] : [];
    }),
    pagination,
  };
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

export interface VehicleFilterOptions {
  brands: FilterOption[];
  /** True when the server's list could not be read. */
  isFallback: boolean;
}

/** Spec's header brands, shown when the server's list cannot be read. */
export const FALLBACK_BRANDS = ['Audi', 'BMW', 'Mercedes', 'Tesla', 'Volkswagen'];

/** The brands of the catalogue with their counts (spec: built from the vehicles' Marque). */
export async function fetchFilterOptions(config?: RequestConfig): Promise<VehicleFilterOptions> {
  try {
    const all = await fetchVehicleList(
      { fields: ['Brand', 'Marque'], pagination: { page: 1, pageSize: 1000 }, sort: ['Brand:asc'] },
      config,
    );
    const counts = new Map<string, FilterOption>();
    for (const vehicle of all.items) {
      const key = brandKey(vehicle.brand);
      const entry = counts.get(key) ?? { value: key, label: vehicle.brand, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    const brands = [...counts.values()].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
    if (brands.length > 0) return { brands, isFallback: false };
  } catch {
    // the built-in list below
  }
  return {
    brands: FALLBACK_BRANDS.map((label) => ({ value: brandKey(label), label, count: 0 })),
    isFallback: true,
  };
}
