'use strict';

// A CMS process on a PostgreSQL server and a Redis of its own (started here, since they are taken
// down): with Redis stopped or not answering, reads and writes are answered at once from the
// database; with PostgreSQL stopped, every answer is a French 503, never a 401 that ends a session.
// Run by `pnpm test:postgres` (needs Debian's postgresql and redis-server).
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const { SECRET_NAMES, ensureSecrets } = require('../scripts/secrets');
const { spawnCms } = require('./helpers/cms-process');
const { createApiClient, DEMO_AMINA, DEMO_PASSWORD } = require('./helpers/cms');
const { startServices } = require('./helpers/throwaway-services');

const FIXTURES = path.join(__dirname, 'fixtures', 'seed');
const UNAVAILABLE = 'Service temporairement indisponible, veuillez réessayer dans quelques instants.';
// Longer than any bounded answer: a request still waiting then has hung.
const HUNG_MS = 8000;

const hasServices = Boolean(process.env.CMS_TEST_POSTGRES_URL && process.env.REDIS_URL);

/** Polls `check` (an async boolean) until it holds or `timeoutMs` passes; answers whether it held. */
const eventually = async (check, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

describe('outages of Redis and PostgreSQL', { skip: !hasServices && 'pnpm test:postgres runs it' }, () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-outages-'));
  let services;
  let cms;
  let api;

  /**
   * A request bounded by HUNG_MS: answers {status, body, headers, ms}, or {hung: true}.
   * @param {string} method
   * @param {string} route
   * @param {{ body?: unknown, token?: string }} [options]
   * @returns {Promise<{ status?: number, body?: any, cache?: string | null, ms: number, hung?: boolean }>}
   */
  const timed = async (method, route, { body, token } = {}) => {
    const started = performance.now();
    try {
      const response = await fetch(`${cms.baseUrl}/api${route}`, {
        method,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(HUNG_MS),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text ? JSON.parse(text) : null,
        cache: response.headers.get('x-cache'),
        ms: performance.now() - started,
      };
    } catch (error) {
      if (error.name === 'TimeoutError') return { hung: true, ms: performance.now() - started };
      throw error;
    }
  };

  before(async () => {
    services = await startServices();
    const secrets = {};
    for (const name of SECRET_NAMES) delete process.env[name];
    ensureSecrets(tmpDir, { file: path.join(tmpDir, 'secrets.json') });
    for (const name of SECRET_NAMES) secrets[name] = process.env[name];
    fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
    cms = await spawnCms({
      NODE_ENV: 'production',
      ...secrets,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: services.postgresUrl,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_ACQUIRE_TIMEOUT_MS: '2000',
      REDIS_URL: services.redisUrl,
      REDIS_KEY_PREFIX: 'outages:',
      SEED_DIR: FIXTURES,
      CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
      MAIL_OUTBOX_FILE: path.join(tmpDir, 'outbox.json'),
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_RATE_LIMIT: '1000',
    });
    api = createApiClient(`${cms.baseUrl}/api`);
  });

  after(async () => {
    services?.redis.resume();
    try {
      services?.postgres.signal('SIGCONT');
    } catch {
      // Not running.
    }
    await cms?.stop('SIGKILL');
    services?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const productList = '/produits?sort=Name:asc&pagination[pageSize]=5';
  const signIn = async () =>
    await timed('POST', '/auth/local', { body: { identifier: DEMO_AMINA, password: DEMO_PASSWORD } });

  /** A product, its page cached, and a review of it by `token` (its review count moves). */
  const reviewOf = async (token, rating) => {
    const product = (await api.get(productList)).body.data[0];
    const body = {
      data: {
        targetType: 'product',
        targetId: product.documentId,
        rating,
        comment: 'Avis pendant la panne.',
      },
    };
    return { product, answer: await timed('POST', '/comments', { body, token }) };
  };

  it('answers reads and writes at once from the database while Redis does not answer, then uses it again', async () => {
    await api.get(productList);
    assert.equal((await timed('GET', productList)).cache, 'HIT');
    const before = (await signIn()).body.jwt;
    const { product } = await reviewOf(before, 3);
    const page = `/produits/${product.documentId}`;
    await api.get(page);
    const countBefore = (await timed('GET', page)).body.data.reviewCount;

    services.redis.pause();
    try {
      const reads = [];
      for (let read = 0; read < 5; read += 1) reads.push(await timed('GET', productList));
      assert.ok(
        reads.every((read) => read.status === 200),
        JSON.stringify(reads.map((r) => r.status ?? 'hung')),
      );
      assert.ok(reads[0].ms < 2000, `the first read waited ${reads[0].ms.toFixed(0)} ms`);
      assert.ok(
        reads.slice(1).every((read) => read.ms < 1000),
        `then ${reads.map((r) => r.ms.toFixed(0)).join(', ')} ms`,
      );

      const signedIn = await signIn();
      assert.equal(signedIn.status, 200, 'sign-in limits count in memory meanwhile');
      assert.ok(signedIn.ms < 2000, `sign-in took ${signedIn.ms.toFixed(0)} ms`);
      const other = await timed('POST', '/auth/local/register', {
        body: {
          username: `panne${Date.now()}`,
          email: `panne.${Date.now()}@exemple.ma`,
          password: 'Motdepasse1',
        },
      });
      const { answer } = await reviewOf(other.body.jwt, 5);
      assert.ok([200, 201].includes(answer.status ?? 0), JSON.stringify(answer.body));
      assert.ok(answer.ms < 3000, `the review (a cache write) took ${answer.ms.toFixed(0)} ms`);
    } finally {
      services.redis.resume();
    }

    assert.ok(
      await eventually(async () => (await timed('GET', page)).body.data.reviewCount === countBefore + 1),
      'the page cached before the outage shows the review written during it',
    );
    assert.ok(
      await eventually(async () => {
        await timed('GET', productList);
        return (await timed('GET', productList)).cache === 'HIT';
      }),
      'the cache is used again',
    );
  });

  it('answers at once while Redis is stopped, and uses it again once restarted', async () => {
    services.redis.stop();
    try {
      const read = await timed('GET', `${productList}&filters[price][$gt]=1`);
      assert.equal(read.status, 200);
      assert.ok(read.ms < 1000, `read in ${read.ms.toFixed(0)} ms`);
      const signedIn = await signIn();
      assert.equal(signedIn.status, 200);
      assert.ok(signedIn.ms < 1000, `sign-in in ${signedIn.ms.toFixed(0)} ms`);
    } finally {
      await services.redis.start();
    }
    assert.ok(
      await eventually(async () => {
        await timed('GET', productList);
        return (await timed('GET', productList)).cache === 'HIT';
      }),
      'the cache is used again',
    );
  });

  it('answers a French 503 while PostgreSQL is down, never a 401, and keeps the session', async () => {
    const token = (await signIn()).body.jwt;
    services.postgres.stop();
    try {
      for (const [route, options] of /** @type {[string, { token?: string }][]} */ ([
        ['/produits?filters[slug][$eq]=borne-pro-22kw', {}],
        ['/users/me', { token }],
        ['/orders', { token }],
      ])) {
        const answer = await timed('GET', route, options);
        assert.ok(!answer.hung, `${route} hung`);
        assert.deepEqual(
          [answer.status, answer.body?.error?.message],
          [503, UNAVAILABLE],
          `${route}: ${JSON.stringify(answer.body)}`,
        );
        assert.ok(answer.ms < 5000, `${route} took ${answer.ms.toFixed(0)} ms`);
      }
      const cached = await timed('GET', productList);
      assert.equal(cached.status, 200, 'a cached read is still served');
    } finally {
      services.postgres.start();
    }
    assert.ok(
      await eventually(async () => (await timed('GET', '/users/me', { token })).status === 200),
      'the same token works once the database is back',
    );
  });

  it('answers a French 503 within its time limits while PostgreSQL hangs', async () => {
    const token = (await signIn()).body.jwt;
    services.postgres.signal('SIGSTOP');
    try {
      for (const [route, options] of /** @type {[string, { token?: string }][]} */ ([
        ['/produits?filters[slug][$eq]=cable-type2-32a', {}],
        ['/users/me', { token }],
      ])) {
        const answer = await timed('GET', route, options);
        assert.ok(!answer.hung, `${route} hung`);
        assert.deepEqual([answer.status, answer.body?.error?.message], [503, UNAVAILABLE], route);
      }
    } finally {
      services.postgres.signal('SIGCONT');
    }
    assert.ok(
      await eventually(async () => (await timed('GET', '/users/me', { token })).status === 200),
      'the same token works once the database answers again',
    );
  });
});
