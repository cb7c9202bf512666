'use strict';

const DEFAULT_DRAIN_TIMEOUT_MS = 20_000;
const CHECK_INTERVAL_MS = 50;

/**
 * SIGTERM and SIGINT stop a started Strapi gracefully: no new connection is accepted, requests
 * already received are answered (with `Connection: close`), then Strapi is destroyed once and
 * the process exits 0. Strapi's own handlers (which cut open connections at once) are replaced.
 * After CMS_DRAIN_TIMEOUT_MS the remaining requests are cut: each order is one transaction, so an
 * order cut that way is rolled back and its client gets an error, never half a stored order.
 *
 * @param {Strapi} strapi
 * @param {{ log?: Pick<Console, 'warn' | 'error'> }} [options]
 */
const stopGracefullyOnSignals = (strapi, { log = console } = {}) => {
  const server = strapi.server.httpServer;
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;

  server.on(
    'request',
    (/** @type {unknown} */ _request, /** @type {import('node:http').ServerResponse} */ response) => {
      inFlight.add(response);
      if (draining) response.setHeader('Connection', 'close');
      response.once('close', () => inFlight.delete(response));
    },
  );

  /** @param {number} timeoutMs */
  const drain = async (timeoutMs) => {
    draining = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    server.close();
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 && Date.now() < deadline) {
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
    }
    return inFlight.size;
  };

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = Number(process.env.CMS_DRAIN_TIMEOUT_MS) || DEFAULT_DRAIN_TIMEOUT_MS;
    try {
      const cut = await drain(timeoutMs);
      if (cut > 0) log.warn(`${signal}: ${cut} request(s) still running after ${timeoutMs} ms were cut.`);
      await strapi.destroy();
      process.exit(0);
    } catch (error) {
      log.error(error);
      process.exit(1);
    }
  };

  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.removeAllListeners(signal);
    process.on(signal, () => stop(signal));
  }
};

module.exports = { stopGracefullyOnSignals };
