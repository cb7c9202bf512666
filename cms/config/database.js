'use strict';

const path = require('node:path');

const appDir = path.resolve(__dirname, '..');

/**
 * Every call to the database is bounded: a new connection in DATABASE_CONNECT_TIMEOUT_MS, a
 * statement in DATABASE_STATEMENT_TIMEOUT_MS on the server (and a little more on the client, for a
 * server that no longer answers at all), a free connection of the pool in
 * DATABASE_ACQUIRE_TIMEOUT_MS. An outage is then answered 503 in seconds (middlewares/outages).
 *
 * @param {StrapiConfigParams['env']} env
 */
const timeouts = (env) => {
  const statement = env.int('DATABASE_STATEMENT_TIMEOUT_MS', 10_000);
  return {
    connectionTimeoutMillis: env.int('DATABASE_CONNECT_TIMEOUT_MS', 3000),
    statement_timeout: statement,
    query_timeout: statement + 2000,
  };
};

/** @param {StrapiConfigParams['env']} env */
const postgresConnection = (env) => {
  const ssl = env.bool('DATABASE_SSL', false)
    ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
    : false;
  if (env('DATABASE_URL')) {
    return { connectionString: env('DATABASE_URL'), ssl, ...timeouts(env) };
  }
  return {
    ...timeouts(env),
    host: env('DATABASE_HOST', '127.0.0.1'),
    port: env.int('DATABASE_PORT', 5432),
    database: env('DATABASE_NAME', 'chargemaroc'),
    user: env('DATABASE_USERNAME', 'chargemaroc'),
    password: env('DATABASE_PASSWORD', ''),
    ssl,
    schema: env('DATABASE_SCHEMA', 'public'),
  };
};

/** @param {StrapiConfigParams} params */
module.exports = ({ env }) => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: postgresConnection(env),
        acquireConnectionTimeout: env.int('DATABASE_ACQUIRE_TIMEOUT_MS', 10_000),
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      acquireConnectionTimeout: env.int('DATABASE_ACQUIRE_TIMEOUT_MS', 10_000),
      connection: {
        filename: path.resolve(appDir, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        // Write-ahead logging: readers never wait for a writer, and seeding does not fsync per row.
        /**
         * @param {{ pragma(statement: string): unknown }} connection better-sqlite3's
         * @param {(error: Error | null, connection: unknown) => void} done
         */
        afterCreate: (connection, done) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, connection);
        },
      },
    },
  };
};
