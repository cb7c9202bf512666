/**
 * What a loader needs to reach the API from where it runs. The server passes the CMS address as the
 * request context (nothing per visitor lives in the process); the browser uses the client's default.
 */
import type { RequestConfig } from '../api/client';
import type { LoaderFunctionArgs } from 'react-router-dom';

export interface ServerLoaderContext {
  apiBaseUrl: string;
}

function isServerLoaderContext(value: unknown): value is ServerLoaderContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerLoaderContext).apiBaseUrl === 'string'
  );
}

/** Request options for the API client inside a loader: its abort signal and, on the server, the CMS. */
export function loaderRequest({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): RequestConfig {
  const config: RequestConfig = { signal: request.signal };
  if (isServerLoaderContext(context)) config.baseURL = context.apiBaseUrl;
  return config;
}

/** A cookie the request carried (the server sees the browser's hints; a browser navigation none). */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
