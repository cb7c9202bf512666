/**
 * Answers the shared HTTP client's requests in tests, at the transport level (axios adapter), so the
 * real client, query encoding, error mapping and normalisers all run.
 */
import { ApiError, apiClient, type ApiErrorCode } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

/** Status 0 stands for no answer at all (network down). What the shared client turns an error status into (its own mapping is tested in shared). */
function apiErrorFor(status: number): ApiError {
  const known: Record<number, [string, ApiErrorCode]> = {
    400: [messages.api.badRequest, 'BAD_REQUEST'],
    401: [messages.api.unauthorized, 'UNAUTHORIZED'],
    403: [messages.api.forbidden, 'FORBIDDEN'],
    404: [messages.api.notFound, 'NOT_FOUND'],
    500: [messages.api.server, 'SERVER_ERROR'],
  };
  const [message, code] = known[status] ?? [messages.api.unknown, 'UNKNOWN'];
  return new ApiError(message, status, code);
}

export interface StubRequest {
  path: string;
  method: string;
  body: unknown;
  /** The decoded query string, e.g. 'filters[category][$in][0]=wallbox&pagination[page]=1'. */
  query: string;
}

export type StubHandler = (request: StubRequest) => { status: number; body: unknown } | undefined;

const originalAdapter = apiClient.defaults.adapter;

export function stubApi(handler: StubHandler) {
  const requests: StubRequest[] = [];
  const adapter: Adapter = async (config: RequestConfig) => {
    const uri = new URL(apiClient.getUri(config), 'http://stations.test');
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      path: uri.pathname.replace(/^\/api/, ''),
      query: decodeURIComponent(uri.search.slice(1)),
    };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, body: null };
    if (answer.status === 0) throw new ApiError(messages.api.network, null, 'NETWORK_ERROR');
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
