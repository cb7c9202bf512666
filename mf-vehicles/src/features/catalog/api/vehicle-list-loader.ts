import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, throwIfBeyondLastPage } from '@chargemaroc/shared/routing/route-errors';
import { vehicleErrorMessage } from '../../../common/api/vehicles';
import { parseVehicleQuery } from '../model/vehicle-url-state';
import { fetchFilterOptions, fetchVehiclePage } from './vehicles-page';

/** The list of the URL's query and the brand options, loaded together. */
export async function vehicleListLoader(args: LoaderFunctionArgs) {
  const query = parseVehicleQuery(new URL(args.request.url).searchParams);
  const config = loaderRequest(args);
  let loaded;
  try {
    const [page, options] = await Promise.all([fetchVehiclePage(query, config), fetchFilterOptions(config)]);
    loaded = { page, options };
  } catch (error) {
    return loadFailed(error, vehicleErrorMessage(error));
  }
  throwIfBeyondLastPage(args.request.url, query.page, loaded.page.pagination.pageCount);
  return loaded;
}

export type VehicleListData = Awaited<ReturnType<typeof vehicleListLoader>>;
