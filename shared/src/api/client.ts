/**
 * The one HTTP client of the product. It sends the signed-in user's JWT or nothing (never an
 * application token), turns every failure into an `ApiError` with a French message, and on a 401
 * clears the session and announces it on the bus (the shell then sends the user to sign in).
 */
import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { bus } from '../bus/event-bus';
import { strapiListSchema, strapiSingleSchema, toPage, type Page } from '../contracts/strapi';
import { pageSingleton } from '../internal/page-singleton';
import { messages } from '../messages/fr';
import { sessionStore } from '../stores/session';
import { ApiError, toApiError } from './errors';
import { buildStrapiQuery, type QueryParams } from './query';

export { ApiError, getErrorMessage, isApiError, toApiError, type ApiErrorCode } from './errors';
export { buildStrapiQuery, type QueryParams, type QueryValue } from './query';
/** Per-request options of the client (abort signal, and on the server the CMS address). */
export type RequestConfig = AxiosRequestConfig;

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 10_000;

function currentPath(): string {
  return typeof window !== 'undefined' && window.location ? window.location.pathname : '';
}

function createApiClient() {
  const client = axios.create({
    baseURL: API_BASE_URL,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: (params) => buildStrapiQuery(params as QueryParams) },
  });

  client.interceptors.request.use((config) => {
    const { jwt } = sessionStore.getState();
    if (jwt) config.headers.set('Authorization', `Bearer ${jwt}`);
    else config.headers.delete('Authorization');
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.status === 401) {
      sessionStore.getState().signOut();
      bus.emit('session:unauthorized', { from: currentPath() });
    }
    return Promise.reject(apiError);
  });

  return client;
}

export const apiClient = pageSingleton('api-client.v1', createApiClient);

function parseOrThrow<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(messages.api.invalidResponse, null, 'INVALID_RESPONSE');
  return result.data;
}

/** GET a Strapi collection page, each entry checked against `item` and normalised for screens. */
export async function getPage<Raw, T>(
  path: string,
  item: z.ZodMiniType<Raw>,
  normalize: (raw: Raw) => T,
  params?: QueryParams,
  config?: AxiosRequestConfig,
): Promise<Page<T>> {
  const response = await apiClient.get<unknown>(path, { ...config, params });
  return toPage(parseOrThrow(strapiListSchema(item), response.data), normalize);
}

/** GET one Strapi document (`{ data }`), checked and normalised. */
export async function getOne<Raw, T>(
  path: string,
  item: z.ZodMiniType<Raw>,
  normalize: (raw: Raw) => T,
  params?: QueryParams,
  config?: AxiosRequestConfig,
): Promise<T> {
  const response = await apiClient.get<unknown>(path, { ...config, params });
  const envelope: { data: Raw } = parseOrThrow(strapiSingleSchema(item), response.data);
  return normalize(envelope.data);
}
