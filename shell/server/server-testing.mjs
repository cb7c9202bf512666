// For the server's tests: an app or handler listening on a free port of this machine.
import http from 'node:http';
import { once } from 'node:events';

/**
 * @param {http.RequestListener} handler
 * @returns {Promise<{ url: string, server: http.Server, close(): Promise<void> }>}
 */
export async function listening(handler) {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())).then(() => undefined),
  };
}
