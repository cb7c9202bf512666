/** This section's requests: the directory's POIs (served by the CMS), station reviews and issue reports. */
import { ApiError, apiClient, type RequestConfig } from '@chargemaroc/shared/api';
import { postForm } from '@chargemaroc/shared/api/outbox';
import {
  STATION_MAP_DEFAULTS,
  parseStation,
  parseStations,
  type Station,
} from '@chargemaroc/shared/contracts/station';
import { messages } from '@chargemaroc/shared/messages';
import { toListStation, type ListStation } from '../model/list-station';

export const POI_PATH = '/ocm/poi';
export const REVIEWS_PATH = '/station-reviews';
export const ISSUE_REPORTS_PATH = '/station-issue-reports';

/** The spec's directory query (§7): verbose records with their comments. */
const BASE_QUERY = { output: 'json', compact: 'false', verbose: 'true', includecomments: 'true' } as const;

function invalid(): ApiError {
  return new ApiError(messages.api.invalidResponse, null, 'INVALID_RESPONSE');
}

async function getPois(
  params: Record<string, string | number>,
  config?: RequestConfig,
): Promise<ListStation[]> {
  const response = await apiClient.get<unknown>(POI_PATH, {
    ...config,
    params: { ...BASE_QUERY, ...params },
  });
  if (!Array.isArray(response.data)) throw invalid();
  return parseStations(response.data).map(toListStation);
}

/** Every station of the country (the page's list without a position). */
export function fetchCountryStations(config?: RequestConfig): Promise<ListStation[]> {
  return getPois(
    { countrycode: STATION_MAP_DEFAULTS.countryCode, maxresults: STATION_MAP_DEFAULTS.maxResults },
    config,
  );
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** Stations around a position, nearest first, each with its distance in km. */
export function fetchStationsAround(position: Position, config?: RequestConfig): Promise<ListStation[]> {
  return getPois(
    {
      countrycode: STATION_MAP_DEFAULTS.countryCode,
      latitude: position.latitude,
      longitude: position.longitude,
      distance: STATION_MAP_DEFAULTS.distanceKm,
      distanceunit: 'km',
      maxresults: STATION_MAP_DEFAULTS.maxResults,
    },
    config,
  );
}

/** One station; a 404 stays an ApiError with status 404 (STATION_NOT_FOUND). */
export async function fetchStation(id: string, config?: RequestConfig): Promise<Station> {
  if (!/^\d{1,12}$/.test(id)) throw new ApiError(messages.stations.notFound, 404, 'NOT_FOUND');
  const response = await apiClient.get<unknown>(`${POI_PATH}/${id}`, { ...config, params: BASE_QUERY });
  const first: unknown = Array.isArray(response.data) ? response.data[0] : response.data;
  if (!first) throw new ApiError(messages.stations.notFound, 404, 'NOT_FOUND');
  try {
    return parseStation(first);
  } catch {
    throw invalid();
  }
}

export interface StationReviewEntry {
  id: string;
  rating: number;
  comment: string;
  user: string;
  date: string | null;
}

function toReview(entry: unknown): StationReviewEntry | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const raw = entry as Record<string, unknown>;
  const rating = Number(raw.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  return {
    id: String(raw.documentId ?? raw.id ?? ''),
    rating,
    comment: typeof raw.comment === 'string' ? raw.comment : '',
    user: typeof raw.user === 'string' && raw.user ? raw.user : messages.common.anonymous,
    date: typeof raw.date === 'string' ? raw.date : null,
  };
}

/** The site's own reviews of a station, newest first. */
export async function fetchStationReviews(
  stationId: string,
  config?: RequestConfig,
): Promise<StationReviewEntry[]> {
  const response = await apiClient.get<unknown>(REVIEWS_PATH, { ...config, params: { station: stationId } });
  const data = (response.data as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw invalid();
  return data.map(toReview).filter((review): review is StationReviewEntry => review !== null);
}

/** Offline, kept on the device until the connection returns ('kept'). */
export function postStationReview(input: { stationId: string; rating: number; comment: string }) {
  return postForm(
    REVIEWS_PATH,
    { data: { station: input.stationId, rating: input.rating, comment: input.comment.trim() } },
    'review',
  );
}

export async function postIssueReport(input: { stationId: string; kind: string; description: string }) {
  await apiClient.post(ISSUE_REPORTS_PATH, {
    data: { station: input.stationId, kind: input.kind, description: input.description.trim() },
  });
}
