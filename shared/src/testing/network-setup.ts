/**
 * Vitest setup: the tests' network (`network.ts`) for each test file. A request nothing answers
 * fails its test, even one that expects an error page: it would otherwise pass for the wrong reason.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API_BASE_URL, apiClient } from '../api/client';
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

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      if (LOCAL_HOSTS.has(new URL(request.url).hostname)) return;
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  apiClient.defaults.baseURL = TEST_API_BASE_URL;
});

afterEach(() => {
  server.resetHandlers();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`Requests no test handler answered:\n${missed.join('\n')}`);
});

afterAll(() => {
  server.close();
  apiClient.defaults.baseURL = API_BASE_URL;
});
