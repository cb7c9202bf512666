'use strict';

/** Any constant shared by every CMS process of one database (pg_advisory_lock takes a bigint). */
const START_LOCK_KEY = 7_361_004_211;

/**
 * Serialises the start of several processes on one PostgreSQL database: schema creation, the
 * plugins' and our bootstrap (roles, permissions, indexes) and the seed run in one process at a
 * time, so processes started together all come up and the seed runs once. The lock is a session
 * advisory lock on a connection of its own, taken in `register` and given back at the end of
 * `bootstrap` (or when the process dies). SQLite is one process per file: nothing to do.
 * Answers the function that gives the lock back.
 *
 * @param {Strapi} strapi
 * @returns {Promise<() => Promise<void>>}
 */
const takeFirstStartLock = async (strapi) => {
  /** @type {{ client: string, connection: import('pg').ClientConfig }} */
  const { client, connection } = strapi.config.get('database.connection');
  if (client !== 'postgres') return async () => {};
  const { Client } = require('pg');
  // Waiting for another process's first start may take longer than any statement is allowed.
  const session = new Client({ ...connection, statement_timeout: 0, query_timeout: undefined });
  await session.connect();
  const started = Date.now();
  await session.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
  const waited = Date.now() - started;
  if (waited > 1000) strapi.log.info(`Start lock taken after ${waited} ms (another process was starting).`);
  return async () => {
    try {
      await session.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
    } finally {
      await session.end();
    }
  };
};

module.exports = { takeFirstStartLock };
