/**
 * The tests' network: one MSW server answers the shared HTTP client at the network level, so its
 * real transport, error mapping (an error status becomes its own `ApiError` with its French
 * message) and normalisers run. `network-setup.ts` starts it for each test file and forgets a
 * test's answers after it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

/** Where the client sends its requests in tests (a name no real host answers to). */
export const TEST_API_BASE_URL = 'http://cms.test/api';

export const server = setupServer();

export interface ApiRequest {
  method: string;
  /** The path below `/api`, e.g. '/produits'. */
  path: string;
  /** The decoded query string, e.g. 'filters[category][$in][0]=wallbox&pagination[page]=1'. */
  query: string;
  /** The body sent: parsed JSON, a FormData for a multipart request, or null. */
  body: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** Status 0 stands for no answer at all (network down); a Blob body is sent as is, anything else as JSON. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** An answer, or a promise of one (to hold a request while a test looks at the waiting page); undefined leaves the request to the handlers installed before. */
export type ApiHandler = (request: ApiRequest) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isBlob(body: unknown): body is Blob {
  // jsdom's Blob is not Node's: recognised by shape
  return typeof body === 'object' && body !== null && 'arrayBuffer' in body && 'type' in body;
}

async function responseFor(answer: ApiAnswer): Promise<Response> {
  if (answer.status === 0) return HttpResponse.error();
  if (isBlob(answer.body))
    return new HttpResponse(await answer.body.arrayBuffer(), {
      status: answer.status,
      headers: { 'Content-Type': answer.body.type },
    });
  if (answer.body === null || answer.body === undefined || answer.status === 204)
    return new HttpResponse(null, { status: answer.status });
  return HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0], { status: answer.status });
}

function handlerFor(answer: ApiHandler, requests: ApiRequest[]): HttpHandler {
  return http.all(`${TEST_API_BASE_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const recorded: ApiRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: decodeURIComponent(url.search.slice(1)),
      body: null,
      headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
    };
    // recorded on arrival, so that the list keeps the order the requests were sent in
    requests.push(recorded);
    recorded.body = await bodyOf(request.clone());
    const given = await answer(recorded);
    return given ? responseFor(given) : undefined;
  });
}

/**
 * Answers the client's requests with `answer` for the current test, ahead of the answers installed
 * before; returns the requests it saw, in order.
 */
export function answerApi(answer: ApiHandler) {
  const requests: ApiRequest[] = [];
  server.use(handlerFor(answer, requests));
  return {
    requests,
    /** The last request made to `path`. */
    last: (path: string) => requests.findLast((request) => request.path === path),
  };
}

/** The CMS's refusal, in Strapi's error shape: the client shows its `message` (translated when known). */
export function strapiError(status: number, message: string, name = 'ApplicationError'): ApiAnswer {
  return { status, body: { data: null, error: { status, name, message, details: {} } } };
}

/** A Strapi list answer for `items` cut into pages of `pageSize`. */
export function strapiPage(items: unknown[], page = 1, pageSize = Math.max(items.length, 1)) {
  const pageCount = Math.ceil(items.length / pageSize);
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    meta: { pagination: { page, pageSize, pageCount, total: items.length } },
  };
}

/** A number read from a decoded query string, e.g. `queryNumber(query, 'pagination[page]', 1)`. */
export function queryNumber(query: string, key: string, fallback: number): number {
  const match = new RegExp(`${key.replace(/[[\]$]/g, '\\$&')}=(\\d+)`).exec(query);
  return match ? Number(match[1]) : fallback;
}
