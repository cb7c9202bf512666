'use strict';

const crypto = require('node:crypto');
const { Client } = require('pg');

/** Runs one statement on the throw-away server's maintenance database. */
const onServer = async (serverUrl, sql) => {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * The database settings of one test run. With CMS_TEST_POSTGRES_URL (set by
 * throwaway-services.js) each call creates a fresh PostgreSQL database; otherwise the given SQLite
 * file. Answers {env, drop()}.
 */
const createTestDatabase = async (sqliteFile) => {
  const serverUrl = process.env.CMS_TEST_POSTGRES_URL;
  if (!serverUrl) return { client: 'sqlite', env: { DATABASE_FILENAME: sqliteFile }, drop: async () => {} };
  const name = `cms_test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    client: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
};

/** A Redis key prefix of its own for one test run (REDIS_URL is shared by the whole run). */
const testRedisPrefix = () => `cms-test:${crypto.randomBytes(4).toString('hex')}:`;

module.exports = { createTestDatabase, testRedisPrefix };
