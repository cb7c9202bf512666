/**
 * The one HTTP client of the product. It sends the signed-in user's JWT or nothing (never an
 * application token), turns every failure into an `ApiError` with a French message, and on a 401
 * clears the session and announces it on the bus (the shell then sends the user to sign in).
 *
 * The HTTP library is loaded on the first request, not with the page: a server-rendered page comes
 * with its data and makes no request until the visitor acts, so its first load leaves it out.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, CreateAxiosDefaults } from 'axios';
import type { z } from 'zod/mini';
import { bus } from '../bus/event-bus';
import { strapiListSchema, strapiSingleSchema, toPage, type Page } from '../contracts/strapi';
import { pageSingleton } from '../internal/page-singleton';
import { coreMessages as messages } from '../messages/core';
import { sessionStore } from '../stores/session';
import { ApiError, toApiError } from './errors';
import { buildStrapiQuery, type QueryParams } from './query';

export {
  ApiError,
  getErrorMessage,
  isApiError,
  submissionError,
  toApiError,
  type ApiErrorCode,
} from './errors';
export { buildStrapiQuery, type QueryParams, type QueryValue } from './query';
/** Per-request options of the client (abort signal, and on the server the CMS address). */
export type RequestConfig = AxiosRequestConfig;

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 10_000;

function currentPath(): string {
  return typeof window !== 'undefined' && window.location ? window.location.pathname : '';
}

/** Settings read at each request, so tests can point the client elsewhere before it is loaded. */
type ClientSettings = Pick<CreateAxiosDefaults, 'baseURL' | 'timeout' | 'adapter' | 'env'>;

async function createInstance(): Promise<AxiosInstance> {
  const { default: axios } = await import('axios');
  const instance = axios.create({
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: (params) => buildStrapiQuery(params as QueryParams) },
  });

  instance.interceptors.request.use((config) => {
    const { jwt } = sessionStore.getState();
    if (jwt) config.headers.set('Authorization', `Bearer ${jwt}`);
    else config.headers.delete('Authorization');
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.status === 401) {
      sessionStore.getState().signOut();
      bus.emit('session:unauthorized', { from: currentPath() });
    }
    return Promise.reject(apiError);
  });

  return instance;
}

function createApiClient() {
  const defaults: ClientSettings = { baseURL: API_BASE_URL, timeout: API_TIMEOUT_MS };
  let loading: Promise<AxiosInstance> | undefined;
  let loaded: AxiosInstance | undefined;

  const load = () => (loading ??= createInstance().then((instance) => (loaded = instance)));

  async function send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    let instance: AxiosInstance;
    try {
      instance = await load();
    } catch {
      // the library's chunk could not be fetched (offline, a deploy in between): try again next time
      loading = undefined;
      throw new ApiError(messages.api.network, null, 'NETWORK_ERROR');
    }
    return instance.request<T>({ ...defaults, ...config });
  }

  return {
    defaults,
    /**
     * Loads the HTTP library ahead of a request: the service worker then keeps it, so that a form
     * sent offline reaches the outbox (decision 026) instead of failing on a missing chunk.
     */
    preload: async (): Promise<void> => {
      try {
        await load();
      } catch {
        loading = undefined;
      }
    },
    get: <T>(url: string, config?: AxiosRequestConfig) => send<T>({ ...config, method: 'get', url }),
    delete: <T>(url: string, config?: AxiosRequestConfig) => send<T>({ ...config, method: 'delete', url }),
    post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      send<T>({ ...config, method: 'post', url, data }),
    put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      send<T>({ ...config, method: 'put', url, data }),
    /** The full address of a request (tests' transport stubs, once a request has loaded the client). */
    getUri(config: AxiosRequestConfig): string {
      if (!loaded) throw new Error('The API client has not sent a request yet');
      return loaded.getUri({ ...defaults, ...config });
    },
  };
}

export const apiClient = pageSingleton('api-client.v2', createApiClient);

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
