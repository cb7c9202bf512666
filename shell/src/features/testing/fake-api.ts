import { onTestFinished } from 'vitest';
import { apiClient } from '@chargemaroc/shared/api';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, '?…' or ''. */
  search: string;
  body: unknown;
  authorization: string | null;
}

const ORIGIN = 'http://localhost';

/** The browser resolves '/api/…' against the page; Node's Request needs the origin spelled out. */
class SameOriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

type Reply = { status: number; body?: unknown };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * Answers the shared API client's requests at the network edge (its fetch), so the client's own
 * interceptors, error mapping and the screens run for real. Routes are 'METHOD /api/path'.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const previousAdapter = apiClient.defaults.adapter;
  const previousEnv = apiClient.defaults.env;

  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new SameOriginRequest(String(input), init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      search: new URL(request.url).search,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: request.headers.get('authorization'),
    };
    requests.push(recorded);
    const handler = routes[`${recorded.method} ${recorded.path}`];
    const reply = handler
      ? await handler(recorded)
      : { status: 404, body: { error: { status: 404, message: 'Not Found' } } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  apiClient.defaults.adapter = 'fetch';
  apiClient.defaults.env = { ...previousEnv, fetch: fetchStub, Request: SameOriginRequest };
  onTestFinished(() => {
    apiClient.defaults.adapter = previousAdapter;
    apiClient.defaults.env = previousEnv;
  });
  return { requests };
}

/** The error body the content backend sends. */
export function strapiError(status: number, message: string): Reply {
  return { status, body: { data: null, error: { status, name: 'ApplicationError', message } } };
}
