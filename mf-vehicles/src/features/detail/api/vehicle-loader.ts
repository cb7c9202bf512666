import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { truncate } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, notFound } from '@chargemaroc/shared/routing/route-errors';
import type { PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchVehicle } from '../../../common/api/vehicles';

const DESCRIPTION_LENGTH = 160;

/** One vehicle; an unknown one answers 404 ('Véhicule non trouvé'). */
export async function vehicleLoader(args: LoaderFunctionArgs) {
  let vehicle;
  try {
    vehicle = await fetchVehicle(args.params.id ?? '', loaderRequest(args));
  } catch (error) {
    return loadFailed(
      error,
      formatMessage(messages.vehicles.loadError, { error: getErrorMessage(error, messages.api.unknown) }),
    );
  }
  return vehicle ?? notFound();
}

export type VehicleData = Awaited<ReturnType<typeof vehicleLoader>>;

export function vehicleHead(vehicle: VehicleData): PageHead {
  return {
    title: vehicle.name,
    description: vehicle.description ? truncate(vehicle.description, DESCRIPTION_LENGTH) : undefined,
    image: vehicle.image.url,
  };
}
