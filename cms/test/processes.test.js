'use strict';

// Several CMS processes on one PostgreSQL database and one Redis (run by `pnpm test:postgres`):
// started together on an empty database, sharing secrets, cache and rate limits, stopped by SIGTERM.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const { Client } = require('pg');
const { SECRET_NAMES, ensureSecrets } = require('../scripts/secrets');
const { spawnCms } = require('./helpers/cms-process');
const { createTestDatabase, testRedisPrefix } = require('./helpers/test-database');
const {
  startCms,
  createApiClient,
  login,
  registerUser,
  DEMO_AMINA,
  DEMO_PASSWORD,
} = require('./helpers/cms');

const FIXTURES = path.join(__dirname, 'fixtures', 'seed');
const fixtureCount = (name) =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')).length;
const PROCESSES = 3;
const AUTH_LIMIT = 30;

const hasPostgres = Boolean(process.env.CMS_TEST_POSTGRES_URL && process.env.REDIS_URL);

const orderBody = (documentId, email) => ({
  data: {
    items: [{ id: documentId, quantity: 1 }],
    paymentMethod: 'cash',
    customerInfo: { firstName: 'Rim', lastName: 'Alaoui', email, phone: '0611223344' },
    shippingAddress: {
      address: '3 rue Atlas',
      city: 'Rabat',
      region: 'Rabat-Salé-Kénitra',
      postalCode: '10000',
    },
  },
});

/**
 * GET, or POST with `body`, through one process's API: answers {status, body, cache}.
 * @param {string} baseUrl
 * @param {string} route
 * @param {{ method?: 'GET' | 'POST', body?: unknown, token?: string }} [options]
 */
const request = async (baseUrl, route, { method = 'GET', body, token } = {}) => {
  const api = createApiClient(`${baseUrl}/api`);
  const answer = method === 'POST' ? await api.post(route, body, { token }) : await api.get(route, { token });
  return { ...answer, cache: answer.headers.get('x-cache') };
};

describe(
  'several CMS processes on one PostgreSQL database',
  { skip: !hasPostgres && 'pnpm test:postgres runs it' },
  () => {
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-processes-'));
    let database;
    let sql;
    let env;
    let processes = [];
    let writer;

    before(async () => {
      database = await createTestDatabase();
      sql = new Client({ connectionString: database.env.DATABASE_URL });
      await sql.connect();
      const secretsFile = path.join(tmpDir, 'secrets.json');
      const secrets = {};
      for (const name of SECRET_NAMES) delete process.env[name];
      ensureSecrets(tmpDir, { file: secretsFile });
      for (const name of SECRET_NAMES) secrets[name] = process.env[name];
      env = {
        NODE_ENV: 'production',
        ...database.env,
        ...secrets,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_KEY_PREFIX: testRedisPrefix(),
        SEED_DIR: FIXTURES,
        CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
        MAIL_OUTBOX_FILE: path.join(tmpDir, 'outbox.json'),
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        AUTH_ACCOUNT_RATE_LIMIT: '1000',
        FORM_RATE_LIMIT: '1000',
      };
      fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
      // Started together on an empty database.
      processes = await Promise.all(Array.from({ length: PROCESSES }, () => spawnCms(env)));
    });

    after(async () => {
      await Promise.all(processes.map((cms) => cms.stop('SIGKILL')));
      await writer?.stop();
      await sql?.end();
      await database?.drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    const countRows = async (query, values = []) => Number((await sql.query(query, values)).rows[0].count);

    it(`${PROCESSES} processes started together all come up and the seed ran once`, async () => {
      assert.equal(await countRows('select count(*) from produits'), fixtureCount('products'));
      assert.equal(await countRows('select count(*) from orders'), fixtureCount('orders'));
      assert.equal(await countRows('select count(*) from up_users'), fixtureCount('users'));
      assert.equal(
        await countRows("select count(*) from up_roles where type in ('public', 'authenticated')"),
        2,
      );
      for (const cms of processes) {
        const products = await request(cms.baseUrl, '/produits');
        assert.equal(products.body.meta.pagination.total, fixtureCount('products'));
      }
    });

    it('a token signed by one process is accepted by the others (secrets from the environment)', async () => {
      const signIn = await request(processes[0].baseUrl, '/auth/local', {
        method: 'POST',
        body: { identifier: DEMO_AMINA, password: DEMO_PASSWORD },
      });
      for (const cms of processes.slice(1)) {
        assert.equal((await request(cms.baseUrl, '/users/me', { token: signIn.body.jwt })).status, 200);
      }
    });

    it('a price changed through one process is never served stale by another', async () => {
      writer = await startCms({ ...env, NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' });
      const [reader] = processes;
      const product = (await request(reader.baseUrl, '/produits?filters[slug][$eq]=borne-pro-22kw')).body
        .data[0];
      const detail = `/produits/${product.documentId}`;
      const list = '/produits?sort=Name:asc&pagination[pageSize]=20';
      // Readers keep filling the cache of the other processes while the price changes.
      let reading = true;
      const readers = processes.map(async (cms) => {
        while (reading) await Promise.all([request(cms.baseUrl, detail), request(cms.baseUrl, list)]);
      });
      try {
        for (let change = 1; change <= 15; change += 1) {
          const price = 20_000 + change;
          await writer.strapi
            .documents('api::produit.produit')
            // the content types' own types are not generated (a JavaScript project): data is checked by Strapi
            .update({ documentId: product.documentId, data: /** @type {any} */ ({ price }) });
          for (const cms of processes) {
            const seen = await request(cms.baseUrl, detail);
            assert.equal(seen.body.data.price, price, `${cms.baseUrl} ${seen.cache} change ${change}`);
            const listed = (await request(cms.baseUrl, list)).body.data.find(
              (item) => item.documentId === product.documentId,
            );
            assert.equal(listed.price, price);
          }
        }
      } finally {
        reading = false;
        await Promise.all(readers);
      }
      assert.equal((await request(processes[1].baseUrl, detail)).cache, 'HIT', 'the cache still serves');
    });

    it('a review posted through one process shows its new count on the others at once', async () => {
      const product = (await request(processes[0].baseUrl, '/produits?filters[slug][$eq]=cable-type2-32a'))
        .body.data[0];
      const detail = `/produits/${product.documentId}`;
      for (const cms of processes) await request(cms.baseUrl, detail);
      const before = (await request(processes[1].baseUrl, detail)).body.data.reviewCount;
      const author = await registerUser(createApiClient(`${processes[0].baseUrl}/api`), 'multi');
      const posted = await request(processes[0].baseUrl, '/comments', {
        method: 'POST',
        token: author.jwt,
        body: {
          data: {
            targetType: 'product',
            targetId: product.documentId,
            comment: 'Bon câble, solide.',
            rating: 4,
          },
        },
      });
      assert.equal(posted.status, 201);
      for (const cms of processes.slice(1)) {
        assert.equal((await request(cms.baseUrl, detail)).body.data.reviewCount, before + 1);
      }
    });

    it('an order placed through one process shows its stock on the others at once, lists kept cached', async () => {
      const list = '/produits?populate[0]=Image&pagination[pageSize]=100&sort=Name:asc';
      const product = (await request(processes[0].baseUrl, list)).body.data.find(
        (item) => item.slug === 'wallbox-essentiel-7kw',
      );
      for (const cms of processes) {
        await request(cms.baseUrl, list);
        assert.equal((await request(cms.baseUrl, list)).cache, 'HIT');
      }
      const buyer = await login(createApiClient(`${processes[0].baseUrl}/api`), DEMO_AMINA, DEMO_PASSWORD);
      const placed = await request(processes[0].baseUrl, '/orders', {
        method: 'POST',
        token: buyer,
        body: orderBody(product.documentId, DEMO_AMINA),
      });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      for (const cms of processes.slice(1)) {
        const seen = await request(cms.baseUrl, list);
        assert.notEqual(seen.cache, 'MISS', 'the list itself stays cached');
        const listed = seen.body.data.find((item) => item.documentId === product.documentId);
        assert.equal(listed.stock, product.stock - 1);
      }
    });

    it(`an auth limit of ${AUTH_LIMIT} a minute holds across processes under concurrency`, async () => {
      const attempts = processes.slice(0, 2).flatMap((cms) =>
        Array.from({ length: 25 }, (_, index) =>
          request(cms.baseUrl, '/auth/forgot-password', {
            method: 'POST',
            body: { email: `x${index}@exemple.ma` },
          }),
        ),
      );
      const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status !== 429).length, AUTH_LIMIT, JSON.stringify(statuses));
    });

    it('SIGTERM drains in-flight orders (each stored whole or refused) and exits 0', async () => {
      const stopping = processes.at(-1);
      const buyer = await login(createApiClient(`${processes[0].baseUrl}/api`), DEMO_AMINA, DEMO_PASSWORD);
      const product = (await request(stopping.baseUrl, '/produits?filters[slug][$eq]=cable-type2-32a')).body
        .data[0];
      const stockBefore = await countRows('select stock as count from produits where document_id = $1', [
        product.documentId,
      ]);
      const ordersBefore = await countRows('select count(*) from orders');

      const inFlight = Array.from({ length: 12 }, () =>
        request(stopping.baseUrl, '/orders', {
          method: 'POST',
          token: buyer,
          body: orderBody(product.documentId, DEMO_AMINA),
        }).catch((error) => ({ status: 'connection error', body: undefined, error })),
      );
      // The signal comes once the first order is answered: the others are still being handled.
      await Promise.race(inFlight);
      stopping.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      assert.equal(await stopping.exitCode, 0, stopping.stderr());
      processes = processes.slice(0, -1);

      const stored = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.body.data.orderId);
      assert.ok(
        stored.length > 0,
        `the orders received before the signal are answered: ${JSON.stringify(answers.map((a) => a.status))}`,
      );
      assert.ok(
        answers.every(
          (answer) =>
            answer.status === 201 || answer.status === 'connection error' || Number(answer.status) >= 400,
        ),
      );
      assert.equal(await countRows('select count(*) from orders'), ordersBefore + stored.length);
      assert.equal(
        await countRows(
          'select count(*) from orders o join orders_owner_lnk l on l.order_id = o.id where o.order_id = any($1) and o.items is not null',
          [stored],
        ),
        stored.length,
        'every stored order has its owner and lines',
      );
      const stockAfter = await countRows('select stock as count from produits where document_id = $1', [
        product.documentId,
      ]);
      assert.equal(stockAfter, stockBefore - stored.length);
    });

    it('every other process stops on SIGTERM with exit code 0', async () => {
      const codes = await Promise.all(processes.map((cms) => cms.stop('SIGTERM')));
      assert.deepEqual(
        codes,
        processes.map(() => 0),
        processes.map((cms) => cms.stderr()).join('\n'),
      );
      processes = [];
    });
  },
);
