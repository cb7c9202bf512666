import http from 'node:http';
import https from 'node:https';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { sendError } from './http-errors.mjs';
import { cmsTimeoutMs } from './settings.mjs';

const MEGABYTE = 1024 * 1024;

/**
 * The CMS's body limits (cms/config/middlewares.js, `strapi::body`): 1 MB of JSON, form or text; a
 * multipart upload carries one photo of at most 6 MB, plus its fields. The origin answers 413 itself
 * from the declared length: the CMS refuses such a body too, but closes the connection while the body
 * is still being sent, which the proxy can only see as a broken pipe.
 */
export const API_BODY_LIMITS = { multipart: 7 * MEGABYTE, other: MEGABYTE };

/** 413 for an API request whose declared body is over the CMS's limit for its type. */
export function limitApiBodies(limits = API_BODY_LIMITS) {
  return (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    const limit = req.is('multipart/form-data') ? limits.multipart : limits.other;
    if (length > limit) {
      // the unread body is discarded by Node before the connection is used again
      return sendError(req, res, 413);
    }
    return next();
  };
}

/**
 * How long the origin waits for the CMS: `timeoutMs` of silence on a request under way (then 504;
 * `CMS_TIMEOUT`, by default the API client's own 10 s), at most `maxSockets` requests at once per
 * process, `maxQueued` more waiting at most `queueMs` for one of them (then 503; 503 at once when the
 * queue is full). A CMS that stops answering then costs each shopper seconds, not every socket and
 * request of the origin.
 */
export const CMS_LIMITS = { maxSockets: 64, maxQueued: 64, queueMs: 2_000 };

/** Connections to the CMS kept open and reused between requests. */
function keepAliveAgent(cmsUrl, maxSockets) {
  // an idle connection is dropped before the CMS's own 5 s keep-alive ends, so none is reused as it closes
  const options = { keepAlive: true, maxSockets, maxFreeSockets: 16, timeout: 4000 };
  return new URL(cmsUrl).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/**
 * Lets `limit` requests through at once and `queued` more wait their turn, each at most `waitMs`; a
 * request turned away is answered 503. A slot is free again when its answer is finished or its client gone.
 */
function concurrencyGate({ limit, queued, waitMs }) {
  let running = 0;
  /** @type {Set<() => void>} */
  const waiting = new Set();

  const admit = (res, pass) => {
    running += 1;
    res.once('close', () => {
      running -= 1;
      const [next] = waiting;
      if (next) next();
    });
    pass();
  };

  return (req, res, pass) => {
    if (running < limit) return admit(res, pass);
    if (waiting.size >= queued) return turnAway(req, res);
    const leave = () => {
      waiting.delete(turn);
      clearTimeout(timer);
    };
    const turn = () => {
      leave();
      admit(res, pass);
    };
    const timer = setTimeout(() => {
      leave();
      turnAway(req, res);
    }, waitMs);
    res.once('close', leave);
    waiting.add(turn);
  };
}

function turnAway(req, res) {
  res.setHeader('Retry-After', '2');
  return sendError(req, res, 503);
}

/**
 * /api and /uploads proxied to the CMS. The CMS trusts exactly one proxy hop, so the client address
 * it sees is the peer of this origin: a client-sent `X-Forwarded-For` is overwritten, never extended.
 * A CMS that cannot be reached answers 502, one that stays silent 504, a saturated one 503, each
 * with a French message.
 * `ownHeaders`: response headers the origin sets itself, which the CMS's must not replace (the back
 * office's security headers are the origin's).
 * @param {string} cmsUrl
 * @param {Partial<typeof CMS_LIMITS & { timeoutMs: number }>} limits
 * @param {{ ownHeaders?: string[] }} [options]
 */
export function apiProxy(cmsUrl, limits = {}, { ownHeaders = [] } = {}) {
  const { timeoutMs, maxSockets, maxQueued, queueMs } = {
    ...CMS_LIMITS,
    timeoutMs: cmsTimeoutMs(),
    ...limits,
  };
  /** Requests whose CMS stayed silent past `timeoutMs` (the proxy then aborts them). */
  const timedOut = new WeakSet();
  const proxy = createProxyMiddleware({
    target: cmsUrl,
    // Without an agent of its own the proxy opens a connection per request and asks the CMS to close
    // it, and that `Connection: close` reaches the browser: every API call cost a new connection.
    agent: keepAliveAgent(cmsUrl, maxSockets),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: timeoutMs,
    on: {
      proxyRes(proxyResponse) {
        for (const name of ownHeaders) delete proxyResponse.headers[name];
      },
      proxyReq(proxyRequest, req) {
        proxyRequest.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
        proxyRequest.setHeader('X-Forwarded-Proto', req.protocol);
        proxyRequest.once('timeout', () => timedOut.add(req));
      },
      error(error, req, res) {
        const status = timedOut.has(req) ? 504 : 502;
        console.error(
          `Proxy to the CMS for ${req.method} ${req.originalUrl} failed: ${status === 504 ? `no answer in ${timeoutMs} ms` : (error.code ?? error.message)}`,
        );
        // a socket (WebSocket upgrade) has no status to answer with
        if (!('setHeader' in res)) return res.destroy();
        if (res.headersSent) return res.destroy();
        return sendError(req, res, status);
      },
    },
  });
  const gate = concurrencyGate({ limit: maxSockets, queued: maxQueued, waitMs: queueMs });
  return (req, res, next) => {
    // mounted under /api and /uploads: the CMS wants the whole path
    req.url = req.originalUrl;
    return gate(req, res, () => proxy(req, res, next));
  };
}
