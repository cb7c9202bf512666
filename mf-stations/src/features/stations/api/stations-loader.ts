import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Station } from '@chargemaroc/shared/contracts/station';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import type { ListStation } from '../model/list-station';
import {
  filterOptions,
  parseStationFilters,
  SELECTED_PARAM,
  type FilterOptions,
  type StationFilters,
} from '../model/station-filters';
import { stationErrorCode, stationErrorMessage, type StationErrorCode } from './station-errors';
import { fetchMatchingStationIds } from './station-search';
import {
  fetchCountryStations,
  fetchStation,
  fetchStationReviews,
  type StationReviewEntry,
} from './stations-api';

export type StationDetailData =
  | { status: 'found'; station: Station; reviews: StationReviewEntry[]; reviewsError: string | null }
  | { status: 'error'; id: string; code: StationErrorCode; message: string };

export interface StationsData {
  /** The country-wide list (the server and the first browser render show it). */
  stations: ListStation[];
  filters: StationFilters;
  /** The ids the site search found for the free text (filters.q), null without free text. */
  matchingIds: string[] | null;
  /** The filter form's choices, sorted here rather than while the page hydrates (a collator is slow to build). */
  options: FilterOptions;
  selectedId: string | null;
  detail: StationDetailData | null;
}

async function loadDetail(id: string, args: LoaderFunctionArgs): Promise<StationDetailData> {
  const config = loaderRequest(args);
  try {
    const [station, reviews] = await Promise.all([
      fetchStation(id, config),
      fetchStationReviews(id, config).then(
        (list) => ({ list, error: null }),
        (error: unknown) => ({
          list: [] as StationReviewEntry[],
          error: stationErrorMessage(stationErrorCode(error)),
        }),
      ),
    ]);
    return { status: 'found', station, reviews: reviews.list, reviewsError: reviews.error };
  } catch (error) {
    const code = stationErrorCode(error);
    return { status: 'error', id, code, message: stationErrorMessage(code) };
  }
}

/**
 * The country's stations, the ids the site search finds for the free text and, with `?station=<id>`,
 * that station's detail and reviews, loaded together. A search that fails fails the page (the spec's
 * 'Erreur lors du chargement des stations'): showing every station would pretend they all matched.
 */
export async function stationsLoader(args: LoaderFunctionArgs): Promise<StationsData> {
  const params = new URL(args.request.url).searchParams;
  const filters = parseStationFilters(params);
  const selectedId = params.get(SELECTED_PARAM)?.trim() || null;
  try {
    const config = loaderRequest(args);
    const [stations, matchingIds, detail] = await Promise.all([
      fetchCountryStations(config),
      filters.q ? fetchMatchingStationIds(filters.q, config) : Promise.resolve(null),
      selectedId ? loadDetail(selectedId, args) : Promise.resolve(null),
    ]);
    return { stations, filters, matchingIds, options: filterOptions(stations, filters), selectedId, detail };
  } catch (error) {
    return loadFailed(error, stationErrorMessage(stationErrorCode(error)));
  }
}
