import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadOne } from '@chargemaroc/shared/routing/route-errors';
import { headDescription, type PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchVehicle } from '../../../common/api/vehicles';

/** One vehicle; an unknown one answers 404 ('Véhicule non trouvé'). */
export function vehicleLoader(args: LoaderFunctionArgs) {
  return loadOne(
    () => fetchVehicle(args.params.id ?? '', loaderRequest(args)),
    (error) =>
      formatMessage(messages.vehicles.loadError, { error: getErrorMessage(error, messages.api.unknown) }),
  );
}

export type VehicleData = Awaited<ReturnType<typeof vehicleLoader>>;

export function vehicleHead(vehicle: VehicleData): PageHead {
  return {
    title: vehicle.name,
    description: headDescription(vehicle.description),
    image: vehicle.image.url,
  };
}
