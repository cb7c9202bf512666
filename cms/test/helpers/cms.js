'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ensureSecrets } = require('../../scripts/secrets');
const { freePort } = require('./free-port');
const { createTestDatabase, testRedisPrefix } = require('./test-database');

const APP_DIR = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(APP_DIR, 'test', 'fixtures', 'seed');

/**
 * Starts a real Strapi in this process on a throw-away database (SQLite file, or a fresh
 * PostgreSQL database under throwaway-services.js) and uploads folder, seeded from
 * test/fixtures/seed. `env` overrides variables for this run.
 */
const startCms = async (env = {}) => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-cms-test-'));
  const port = await freePort();
  // Given a PostgreSQL database (to share one with other processes), no fresh one is made.
  const database = env.DATABASE_URL
    ? { client: 'postgres', env: {}, drop: async () => {} }
    : await createTestDatabase(path.join(tmpDir, 'data.db'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
    ...database.env,
    REDIS_KEY_PREFIX: testRedisPrefix(),
    CMS_PUBLIC_DIR: path.join(tmpDir, 'public'),
    MAIL_OUTBOX_FILE: path.join(tmpDir, 'outbox.json'),
    SEED_DIR: FIXTURES,
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_RATE_LIMIT: '1000',
    AUTH_ADDRESS_FAILURE_LIMIT: '1000',
    FORM_RATE_LIMIT: '1000',
    ...env,
  });
  ensureSecrets(APP_DIR, { file: path.join(tmpDir, 'secrets.json') });
  fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });

  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: APP_DIR, distDir: APP_DIR, serveAdminPanel: false });
  await strapi.start();

  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    strapi,
    baseUrl,
    databaseClient: database.client,
    outboxFile: process.env.MAIL_OUTBOX_FILE,
    api: createApiClient(`${baseUrl}/api`),
    async stop() {
      await strapi.destroy();
      await database.drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
};

/**
 * @typedef {{ body?: unknown, token?: string, headers?: Record<string, string> }} RequestOptions
 * @typedef {{ status: number, body: any, headers: Headers }} ApiAnswer the body is parsed JSON (any shape), or text
 */

/** Minimal JSON client: answers {status, body, headers}, never throws on an HTTP error. */
const createApiClient = (/** @type {string} */ apiUrl) => {
  /** @type {(method: string, route: string, options?: RequestOptions) => Promise<ApiAnswer>} */
  const request = async (method, route, { body, token, headers = {} } = {}) => {
    const response = await fetch(`${apiUrl}${route}`, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await response.text();
    /** @type {any} */
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    /** @type {(route: string, options?: RequestOptions) => Promise<ApiAnswer>} */
    get: (route, options) => request('GET', route, options),
    /** @type {(route: string, body?: unknown, options?: RequestOptions) => Promise<ApiAnswer>} */
    post: (route, body, options) => request('POST', route, { ...options, body }),
    /** @type {(route: string, body?: unknown, options?: RequestOptions) => Promise<ApiAnswer>} */
    put: (route, body, options) => request('PUT', route, { ...options, body }),
  };
};

let sequence = 0;
/** Registers a fresh account and answers {jwt, user, email, password}. */
const registerUser = async (api, prefix = 'client') => {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${sequence}`;
  const email = `${prefix}.${suffix}@test.chargemaroc.ma`;
  const password = 'Motdepasse1';
  const response = await api.post('/auth/local/register', {
    username: `${prefix}${suffix}`,
    email,
    password,
  });
  if (response.status !== 200) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return { jwt: response.body.jwt, user: response.body.user, email, password };
};

const login = async (api, identifier, password) => {
  const response = await api.post('/auth/local', { identifier, password });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.jwt;
};

const DEMO_PASSWORD = 'Demo1234!';
const DEMO_AMINA = 'amina@demo.chargemaroc.ma';
const DEMO_YOUSSEF = 'youssef@demo.chargemaroc.ma';

module.exports = {
  startCms,
  createApiClient,
  freePort,
  registerUser,
  login,
  DEMO_PASSWORD,
  DEMO_AMINA,
  DEMO_YOUSSEF,
};
