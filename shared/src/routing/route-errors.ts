/**
 * Errors a loader throws so the server answers with an honest status and the page's region shows
 * the section's French message while the rest of the frame renders.
 */
import { data, isRouteErrorResponse } from 'react-router-dom';
import { getErrorMessage, isApiError } from '../api/client';

export interface LoadFailure {
  message: string;
}

/** The page's subject does not exist: 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The API failed: 502 (504 on a timeout) with the section's French `message` for it. */
export function loadFailed(error: unknown, message: string): never {
  const status = isApiError(error) && error.code === 'TIMEOUT' ? 504 : 502;
  throw data({ message } satisfies LoadFailure, { status });
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The French message of a loader failure, whatever was thrown. */
export function loadFailureMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (typeof body === 'object' && body !== null && typeof (body as LoadFailure).message === 'string') {
      return (body as LoadFailure).message;
    }
    return fallback;
  }
  return getErrorMessage(error, fallback);
}
