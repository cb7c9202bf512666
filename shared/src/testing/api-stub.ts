/**
 * Answers the shared HTTP client's requests in tests, at the transport level (axios adapter), so the
 * real client, error mapping and normalisers all run. Sections' tests share it: it records the
 * method, body and headers, which the order calls need.
 */
import { ApiError, apiClient, type ApiErrorCode } from '../api/client';
import { messages } from '../messages/fr';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

function apiErrorFor(status: number, body: unknown): ApiError {
  const known: Record<number, [string, ApiErrorCode]> = {
    400: [messages.api.badRequest, 'BAD_REQUEST'],
    403: [messages.api.forbidden, 'FORBIDDEN'],
    404: [messages.api.notFound, 'NOT_FOUND'],
    500: [messages.api.server, 'SERVER_ERROR'],
  };
  const [fallback, code] = known[status] ?? [messages.api.unknown, 'UNKNOWN'];
  const sent = (body as { error?: { message?: string } } | null)?.error?.message;
  return new ApiError(sent ?? fallback, status, code);
}

export interface StubRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
  headers: Record<string, string>;
}

export type StubHandler = (request: StubRequest) => { status: number; body: unknown } | undefined;

const originalAdapter = apiClient.defaults.adapter;

export function stubApi(handler: StubHandler) {
  const requests: StubRequest[] = [];
  const adapter: Adapter = async (config: RequestConfig) => {
    const uri = new URL(apiClient.getUri(config), 'http://site.test');
    const headers: Record<string, string> = {};
    const raw = config.headers as unknown as { toJSON?: () => Record<string, unknown> } | undefined;
    for (const [name, value] of Object.entries(raw?.toJSON?.() ?? {}))
      headers[name.toLowerCase()] = String(value);
    const request: StubRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: uri.pathname.replace(/^\/api/, ''),
      query: decodeURIComponent(uri.search.slice(1)),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null),
      headers,
    };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, body: null };
    if (answer.status >= 400) throw apiErrorFor(answer.status, answer.body);
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
    restore: () => {
      apiClient.defaults.adapter = originalAdapter;
    },
  };
}
