/**
 * Errors a loader throws so the server answers with an honest status and the page's region shows
 * the section's French message while the rest of the frame renders.
 */
import { data, isRouteErrorResponse, redirect } from 'react-router-dom';
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

/**
 * A page's one subject (a product, a vehicle): what `load` finds, a 404 when it finds nothing, and
 * when the API fails, `loadFailed` with the section's message for that error.
 */
export async function loadOne<T>(
  load: () => Promise<T | null | undefined>,
  failure: (error: unknown) => string,
): Promise<T> {
  let found: T | null | undefined;
  try {
    found = await load();
  } catch (error) {
    return loadFailed(error, failure(error));
  }
  return found ?? notFound();
}

/**
 * A list asked for a page past its last (`?page=99` of 3): sends to the last page, the rest of the
 * address kept (302, so a list that grows again is not cached away). Nothing when the page exists or
 * the list is empty (its empty state says so).
 */
export function throwIfBeyondLastPage(url: string, page: number, pageCount: number, param = 'page'): void {
  if (pageCount < 1 || page <= pageCount) return;
  const target = new URL(url);
  if (pageCount === 1) target.searchParams.delete(param);
  else target.searchParams.set(param, String(pageCount));
  throw redirect(`${target.pathname}${target.search}${target.hash}`, 302);
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
