/**
 * Answers the shared HTTP client's requests in tests, at the transport level (axios adapter), so the
 * real client, query encoding, error mapping and normalisers all run.
 */
import { ApiError, apiClient, type ApiErrorCode } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

/** What the shared client turns an error status into (its own mapping is tested in shared). */
function apiErrorFor(status: number): ApiError {
  const known: Record<number, [string, ApiErrorCode]> = {
    403: [messages.api.forbidden, 'FORBIDDEN'],
    404: [messages.api.notFound, 'NOT_FOUND'],
    500: [messages.api.server, 'SERVER_ERROR'],
  };
  const [message, code] = known[status] ?? [messages.api.unknown, 'UNKNOWN'];
  return new ApiError(message, status, code);
}

export interface StubRequest {
  path: string;
  /** The decoded query string, e.g. 'filters[category][$in][0]=wallbox&pagination[page]=1'. */
  query: string;
}

type StubAnswer = { status: number; body: unknown } | undefined;
/** An answer, or a promise of one (to hold a request while a test looks at the waiting page). */
export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

const originalAdapter = apiClient.defaults.adapter;

export function stubApi(handler: StubHandler) {
  const requests: StubRequest[] = [];
  const adapter: Adapter = async (config: RequestConfig) => {
    const uri = new URL(apiClient.getUri(config), 'http://vehicles.test');
    const request = {
      path: uri.pathname.replace(/^\/api/, ''),
      query: decodeURIComponent(uri.search.slice(1)),
    };
    requests.push(request);
    const answer = (await handler(request)) ?? { status: 404, body: null };
    if (answer.status >= 400) throw apiErrorFor(answer.status);
    return {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    last: (path: string) => [...requests].reverse().find((request) => request.path === path),
    restore: () => {
      apiClient.defaults.adapter = originalAdapter;
    },
  };
}

/** A Strapi list answer for `items` cut into pages of `pageSize`. */
export function strapiPage(items: unknown[], page: number, pageSize: number) {
  const pageCount = Math.ceil(items.length / pageSize);
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    meta: { pagination: { page, pageSize, pageCount, total: items.length } },
  };
}

export function queryNumber(query: string, key: string, fallback: number): number {
  const match = new RegExp(`${key.replace(/[[\]$]/g, '\\$&')}=(\\d+)`).exec(query);
  return match ? Number(match[1]) : fallback;
}
