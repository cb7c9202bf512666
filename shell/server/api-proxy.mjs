import http from 'node:http';
import https from 'node:https';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { sendError } from './http-errors.mjs';

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

/** Connections to the CMS kept open and reused between requests. */
function keepAliveAgent(cmsUrl) {
  // an idle connection is dropped before the CMS's own 5 s keep-alive ends, so none is reused as it closes
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 4000 };
  return new URL(cmsUrl).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/**
 * /api and /uploads proxied to the CMS. The CMS trusts exactly one proxy hop, so the client address
 * it sees is the peer of this origin: a client-sent `X-Forwarded-For` is overwritten, never extended.
 * A CMS that cannot be reached answers 502 with a French message.
 * @param {string} cmsUrl
 */
export function apiProxy(cmsUrl) {
  const proxy = createProxyMiddleware({
    target: cmsUrl,
    // Without an agent of its own the proxy opens a connection per request and asks the CMS to close
    // it, and that `Connection: close` reaches the browser: every API call cost a new connection.
    agent: keepAliveAgent(cmsUrl),
    changeOrigin: false,
    xfwd: true,
    on: {
      proxyReq(proxyRequest, req) {
        proxyRequest.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
        proxyRequest.setHeader('X-Forwarded-Proto', req.protocol);
      },
      error(error, req, res) {
        console.error(
          `Proxy to the CMS for ${req.method} ${req.originalUrl} failed: ${error.code ?? error.message}`,
        );
        // a socket (WebSocket upgrade) has no status to answer with
        if (!('setHeader' in res)) return res.destroy();
        if (res.headersSent) return res.destroy();
        return sendError(req, res, 502);
      },
    },
  });
  return (req, res, next) => {
    // mounted under /api and /uploads: the CMS wants the whole path
    req.url = req.originalUrl;
    return proxy(req, res, next);
  };
}
