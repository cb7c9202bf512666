/** The vehicle section's requests: a page of the list, one vehicle, the filter options. */
import { getOne, getPage, isApiError, type QueryParams, type RequestConfig } from '@chargemaroc/shared/api';
import { normalizeVehicle, vehicleSchema, type Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import type { Page } from '@chargemaroc/shared/contracts/strapi';
import { messages } from '@chargemaroc/shared/messages';

export const VEHICLES_PATH = '/vehicules';

export function fetchVehicleList(params: QueryParams, config?: RequestConfig): Promise<Page<Vehicle>> {
  return getPage(VEHICLES_PATH, vehicleSchema, normalizeVehicle, params, config);
}

/** Strapi document ids are 24 lower-case letters and digits; anything else is read as a slug. */
const DOCUMENT_ID = /^[a-z0-9]{24}$/;

/** One vehicle by document id or slug; null when it does not exist. */
export async function fetchVehicle(id: string, config?: RequestConfig): Promise<Vehicle | null> {
  const populate = { Images: true };
  if (!id) return null;
  if (DOCUMENT_ID.test(id)) {
    try {
      return await getOne(
        `${VEHICLES_PATH}/${encodeURIComponent(id)}`,
        vehicleSchema,
        normalizeVehicle,
        { populate },
        config,
      );
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
  }
  const bySlug = await fetchVehicleList(
    { filters: { slug: { $eq: id } }, populate, pagination: { page: 1, pageSize: 1 } },
    config,
  );
  return bySlug.items[0] ?? null;
}

/** The list's alert text: the API's French message, or the vehicle catalogue's own. */
export function vehicleErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : messages.vehicles.listError;
}
