/**
 * Test support: answers the shared HTTP client at the transport level (axios adapter), so the real
 * client, error mapping and normalisers run.
 */
import { ApiError, apiClient } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown };
export type Handler = (request: RecordedRequest) => Answer | undefined;

const originalAdapter = apiClient.defaults.adapter;

export function stubCms(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const adapter: Adapter = async (config) => {
    const uri = new URL(apiClient.getUri(config), 'http://content.test');
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: uri.pathname.replace(/^\/api/, ''),
      query: decodeURIComponent(uri.search.slice(1)),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, body: null };
    if (answer.status === 400) throw new ApiError(String(answer.body), 400, 'BAD_REQUEST');
    if (answer.status >= 400) throw new ApiError(messages.api.server, answer.status, 'SERVER_ERROR');
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

/** A Strapi list answer for `items`. */
export function strapiList(items: unknown[], pageSize = items.length) {
  return {
    data: items,
    meta: { pagination: { page: 1, pageSize, pageCount: items.length > 0 ? 1 : 0, total: items.length } },
  };
}
