import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProxy, limitApiBodies } from './api-proxy.mjs';
import { errorHandler, notFound, rejectMalformedUrls } from './http-errors.mjs';
import { securityHeaders } from './security-headers.mjs';
import { listening } from './server-testing.mjs';
import { insideFolder, staticFolder } from './static-files.mjs';

const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});
async function serve(handler) {
  const server = await listening(handler);
  opened.push(server);
  return server.url;
}

/** A stand-in CMS answering every request with what it received. */
async function echoCms() {
  return serve((req, res) => {
    req.resume();
    req.on('end', () =>
      res
        .setHeader('content-type', 'application/json')
        .end(JSON.stringify({ url: req.url, forwardedFor: req.headers['x-forwarded-for'] })),
    );
  });
}

/** An origin like app.mjs's around `routes`, with the same first and last handlers. */
function origin(routes = () => {}) {
  const app = express();
  app.set('trust proxy', 1);
  app.use(securityHeaders());
  app.use(rejectMalformedUrls());
  routes(app);
  app.use(notFound());
  app.use(errorHandler({ log: () => {} }));
  return app;
}

/** A raw request, so the path is sent exactly as written. */
function rawGet(url, pathname, headers = {}, agent = undefined) {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { headers, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('origin errors', () => {
  it('answers 400 in French to a path that does not decode, without a stack trace', async () => {
    const url = await serve(origin());
    for (const pathname of ['/%ff', '/%', '/remotes/mf-shop/%E0%A4%A']) {
      const response = await rawGet(url, pathname, { accept: 'text/html' });
      expect(response.status).toBe(400);
      expect(response.body).toContain('Requête invalide.');
      expect(response.body).not.toMatch(/at |\/work\/|URIError/);
    }
  });

  it('answers any failure with a short French text, logging the error but never sending its stack', async () => {
    const logged = [];
    const app = express();
    app.get('/boom', () => {
      throw new Error(`secret at ${import.meta.filename}`);
    });
    app.get('/api/boom', () => {
      throw Object.assign(new Error('bad json'), { status: 400 });
    });
    app.use(errorHandler({ log: (...args) => logged.push(args) }));
    const url = await serve(app);

    const page = await rawGet(url, '/boom', { accept: 'text/html' });
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Une erreur est survenue.');
    expect(page.body).not.toContain('secret');
    expect(logged).toHaveLength(1);

    const api = await rawGet(url, '/api/boom');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({
      data: null,
      error: { status: 400, name: 'BadRequestError', message: 'Requête invalide.' },
    });
  });

  it('sets HSTS only on answers that came over HTTPS through the proxy in front', async () => {
    const url = await serve(origin());
    expect((await rawGet(url, '/')).headers['strict-transport-security']).toBeUndefined();
    const secure = await rawGet(url, '/', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('API proxy', () => {
  it('overwrites X-Forwarded-For with the peer address: a client cannot choose the address the CMS sees', async () => {
    const cms = await echoCms();
    const url = await serve(origin((app) => app.use('/api', apiProxy(cms))));
    const response = await rawGet(url, '/api/produits?x=1', { 'x-forwarded-for': '203.0.113.9' });
    expect(JSON.parse(response.body)).toEqual({ url: '/api/produits?x=1', forwardedFor: '127.0.0.1' });
  });

  it('reuses its connections to the CMS and never tells the browser to close its own', async () => {
    const cms = await listening((req, res) => res.setHeader('content-type', 'application/json').end('{}'));
    opened.push(cms);
    let cmsConnections = 0;
    cms.server.on('connection', () => (cmsConnections += 1));
    const url = await serve(origin((app) => app.use('/api', apiProxy(cms.url))));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let request = 0; request < 3; request += 1) {
        const response = await rawGet(url, `/api/produits?page=${request}`, {}, agent);
        expect(response.status).toBe(200);
        expect(response.headers.connection).not.toBe('close');
      }
    } finally {
      agent.destroy();
    }
    expect(cmsConnections).toBe(1);
  });

  it("answers 413 itself to a body over the CMS's limit, before anything reaches the CMS", async () => {
    const cms = await echoCms();
    const url = await serve(
      origin((app) => {
        app.use('/api', limitApiBodies({ multipart: 2000, other: 1000 }));
        app.use('/api', apiProxy(cms));
      }),
    );
    const post = (body, type) =>
      fetch(`${url}/api/newsletters`, { method: 'POST', headers: { 'content-type': type }, body });
    const tooBig = await post('x'.repeat(1001), 'application/json');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toBe('Requête trop volumineuse.');
    expect((await post('x'.repeat(1000), 'application/json')).status).toBe(200);
    expect((await post('x'.repeat(1500), 'multipart/form-data; boundary=x')).status).toBe(200);
    expect((await post('x'.repeat(2001), 'multipart/form-data; boundary=x')).status).toBe(413);
  });

  /** A stand-in CMS that takes requests and never answers them, counting its connections. */
  async function silentCms() {
    const held = [];
    let silent = true;
    const cms = await listening((_req, res) => (silent ? held.push(res) : res.end('{}')));
    opened.push({ close: () => (cms.server.closeAllConnections(), cms.close()) });
    let connections = 0;
    cms.server.on('connection', () => (connections += 1));
    const speak = () => {
      silent = false;
      for (const res of held.splice(0)) res.end('{}');
    };
    return { url: cms.url, held, speak, connections: () => connections };
  }

  async function quietly(run) {
    const original = console.error;
    console.error = () => {};
    try {
      return await run();
    } finally {
      console.error = original;
    }
  }

  it('answers 504 in French when the CMS stays silent, instead of waiting for it', async () => {
    const cms = await silentCms();
    const url = await serve(origin((app) => app.use('/api', apiProxy(cms.url, { timeoutMs: 300 }))));
    const started = performance.now();
    const response = await quietly(() => rawGet(url, '/api/produits'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toEqual({
      data: null,
      error: {
        status: 504,
        name: 'GatewayTimeoutError',
        message: 'La requête a expiré. Veuillez réessayer.',
      },
    });
  });

  it('holds at most its sockets and queue toward a silent CMS: beyond them, 503 at once', async () => {
    const cms = await silentCms();
    const limits = { timeoutMs: 5000, maxSockets: 2, maxQueued: 1, queueMs: 400 };
    const url = await serve(origin((app) => app.use('/api', apiProxy(cms.url, limits))));
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answers = [];
      const requests = [0, 1, 2, 3].map((n) =>
        quietly(() => rawGet(url, `/api/produits?n=${n}`, {}, agent)).then((response) => {
          answers.push({ n, status: response.status, at: performance.now() });
          return response;
        }),
      );
      const started = performance.now();
      await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 3000 });
      // the fourth is turned away at once, the third after waiting its turn in vain
      expect(answers.map(({ status }) => status)).toEqual([503, 503]);
      expect(answers[0].at - started).toBeLessThan(300);
      const turnedAway = await requests[3];
      expect(JSON.parse(turnedAway.body).error.message).toMatch(/^Service temporairement indisponible/);
      expect(turnedAway.headers['retry-after']).toBe('2');
      expect(cms.held).toHaveLength(2);
      expect(cms.connections()).toBe(2);
      // the CMS answers again: the slots are free for the next requests
      cms.speak();
      await Promise.all(requests.slice(0, 2));
      expect((await rawGet(url, '/api/produits?n=4', {}, agent)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers 502 in French when the CMS cannot be reached', async () => {
    const closed = await listening(() => {});
    await closed.close();
    const url = await serve(origin((app) => app.use('/api', apiProxy(closed.url))));
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args);
    try {
      const response = await rawGet(url, '/api/produits');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body).error.message).toMatch(/^Service temporairement indisponible/);
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('static files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'main.3f2a9c1b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'main.3f2a9c1b.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(root, 'dist-server', 'render.cjs'), 'server code');

  it('finds files inside the folder only: a sibling folder sharing the name is outside', () => {
    expect(insideFolder(dist, '/main.3f2a9c1b.js')).toBe(path.join(dist, 'main.3f2a9c1b.js'));
    expect(insideFolder(dist, '/%2e%2e/dist-server/render.cjs')).toBeNull();
    expect(insideFolder(dist, '/../dist/../dist-server/render.cjs')).toBeNull();
    expect(insideFolder(dist, '/%ff')).toBeNull();
  });

  it('serves the build, never its source maps nor a neighbouring folder', async () => {
    const url = await serve(origin((app) => app.use(staticFolder(dist))));
    const script = await rawGet(url, '/main.3f2a9c1b.js');
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(url, '/main.3f2a9c1b.js.map')).status).toBe(404);
    expect((await rawGet(url, '/MAIN.3f2a9c1b.js.MAP')).status).toBe(404);
    const sibling = await rawGet(url, '/%2e%2e/dist-server/render.cjs');
    expect(sibling.status).toBe(404);
    expect(sibling.body).not.toContain('server code');
  });
});
