/**
 * The list's free text, answered by the site search (CMS GET /api/search, decision 022) as the
 * header's search answers it: accents and case folded, typos forgiven, connectors and operators found.
 */
import { ApiError, apiClient, type RequestConfig } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { SELECTED_PARAM } from '../model/station-filters';

export const SEARCH_PATH = '/search';
/** The most results the search gives per kind; the CMS's stations (the directory snapshot) fit in it. */
const SEARCH_LIMIT = 50;

interface SearchResult {
  url?: unknown;
}

/** A station result links to `/carte-bornes?station=<directory id>`: the id the list knows it by. */
function directoryIdOf(result: SearchResult): string | null {
  if (typeof result.url !== 'string') return null;
  const id = new URL(result.url, 'http://site.invalid').searchParams.get(SELECTED_PARAM);
  return id && /^\d{1,12}$/.test(id) ? id : null;
}

/** The directory ids of the stations the site search finds for `text`, best first. */
export async function fetchMatchingStationIds(text: string, config?: RequestConfig): Promise<string[]> {
  const response = await apiClient.get<unknown>(SEARCH_PATH, {
    ...config,
    params: { q: text, type: 'station', limit: SEARCH_LIMIT },
  });
  const groups: unknown = (response.data as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) throw new ApiError(messages.api.invalidResponse, null, 'INVALID_RESPONSE');
  return (groups as { kind?: unknown; results?: unknown }[])
    .filter((group) => group.kind === 'station' && Array.isArray(group.results))
    .flatMap((group) => group.results as SearchResult[])
    .map(directoryIdOf)
    .filter((id): id is string => id !== null);
}
