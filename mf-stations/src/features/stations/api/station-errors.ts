/** The spec's station error codes (§8 'Stations') from whatever a request threw, and their French messages. */
import { isApiError } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';

export type StationErrorCode =
  | 'API_REQUEST_FAILED'
  | 'INVALID_RESPONSE'
  | 'NETWORK_ERROR'
  | 'STATION_NOT_FOUND'
  | 'SEARCH_ERROR'
  | 'MISSING_API_KEY';

const text = messages.stations;

/** `searching`: the failure of a search around the user rather than of the page's list. */
export function stationErrorCode(error: unknown, { searching = false } = {}): StationErrorCode {
  if (isApiError(error)) {
    if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return 'NETWORK_ERROR';
    if (error.code === 'INVALID_RESPONSE') return 'INVALID_RESPONSE';
    if (error.status === 404) return 'STATION_NOT_FOUND';
    // the directory refuses a request without its key
    if (error.status === 401 || error.status === 403) return 'MISSING_API_KEY';
    if (searching) return 'SEARCH_ERROR';
    return 'API_REQUEST_FAILED';
  }
  return searching ? 'SEARCH_ERROR' : 'API_REQUEST_FAILED';
}

export function stationErrorMessage(code: StationErrorCode): string {
  switch (code) {
    case 'MISSING_API_KEY':
      return text.missingApiKey;
    case 'API_REQUEST_FAILED':
    case 'INVALID_RESPONSE':
      return text.serviceUnavailable;
    case 'NETWORK_ERROR':
      return text.network;
    case 'STATION_NOT_FOUND':
      return text.notFound;
    case 'SEARCH_ERROR':
      return text.searchError;
  }
}

/**
 * The French message of a failure. A search around the visitor that failed for no known reason keeps
 * its own message, or the spec's 'Erreur lors de la recherche des stations proches'.
 */
export function stationErrorText(error: unknown, options?: { searching?: boolean }): string {
  if (options?.searching && !isApiError(error)) {
    return error instanceof Error && error.message ? error.message : text.nearbyError;
  }
  return stationErrorMessage(stationErrorCode(error, options));
}

/** Which hint goes with a message (spec: when the message mentions the API key or the connection). */
export function errorHint(message: string): 'apiKey' | 'network' | null {
  if (/cl[ée] api|api key/i.test(message)) return 'apiKey';
  if (/connexion|connection|r[ée]seau/i.test(message)) return 'network';
  return null;
}
