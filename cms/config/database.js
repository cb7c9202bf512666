'use strict';

const path = require('node:path');

const appDir = path.resolve(__dirname, '..');

const postgresConnection = (env) => {
  const ssl = env.bool('DATABASE_SSL', false)
    ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
    : false;
  if (env('DATABASE_URL')) {
    return { connectionString: env('DATABASE_URL'), ssl };
  }
  return {
    host: env('DATABASE_HOST', '127.0.0.1'),
    port: env.int('DATABASE_PORT', 5432),
    database: env('DATABASE_NAME', 'chargemaroc'),
    user: env('DATABASE_USERNAME', 'chargemaroc'),
    password: env('DATABASE_PASSWORD', ''),
    ssl,
    schema: env('DATABASE_SCHEMA', 'public'),
  };
};

module.exports = ({ env }) => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: postgresConnection(env),
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(appDir, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        // Write-ahead logging: readers never wait for a writer, and seeding does not fsync per row.
        afterCreate: (connection, done) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, connection);
        },
      },
    },
  };
};
