/**
 * Vitest setup: the tests' network (`network.ts`) for each test file. A request nothing answers
 * fails its test, even one that expects an error page: it would otherwise pass for the wrong reason.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type * as ClientModule from '../api/client';
import { TEST_API_BASE_URL, server } from './network';

// Tests that run their own HTTP server on this machine reach it for real.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const unanswered: string[] = [];

// jsdom's Blob has no stream(), which the interception of a request answered with a Blob (an
// invoice's PDF) reads: given here from its bytes.
if (typeof Blob !== 'undefined' && !('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}

// The client is loaded once the test file has run its top level: a test that gives the stores a
// browser's storage does so before they are made (the client loads the session store).
let client: typeof ClientModule | undefined;

beforeAll(async () => {
  client = await import('../api/client');
  server.listen({
    onUnhandledRequest(request, print) {
      if (LOCAL_HOSTS.has(new URL(request.url).hostname)) return;
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  client.apiClient.defaults.baseURL = TEST_API_BASE_URL;
});

afterEach(() => {
  server.resetHandlers();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`Requests no test handler answered:\n${missed.join('\n')}`);
});

afterAll(() => {
  server.close();
  if (client) client.apiClient.defaults.baseURL = client.API_BASE_URL;
});
