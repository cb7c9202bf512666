'use strict';

// Errors that say the database cannot be reached or answer now, not that a query is wrong: a
// refused or cut connection, no connection free in time, a statement over its time limit, a
// server shutting down or starting, a locked or unreadable SQLite file.
/** @type {Set<unknown>} */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout acquiring a connection|timeout exceeded when trying to connect|query read timeout|connection ended unexpectedly|connection is closed|unable to acquire a connection/i;

/**
 * A database driver's error, as far as it is read here (pg's SQLSTATE or Node's code, SQLite's,
 * knex's name), with what caused it.
 *
 * @typedef {{ code?: unknown, name?: string, message?: string, cause?: unknown }} DriverError
 */

/**
 * Whether `error` (or one of its causes) says the database is out of reach rather than the query wrong.
 *
 * @param {unknown} error
 */
const isDatabaseUnavailable = (error) => {
  for (
    let cause = /** @type {DriverError | undefined} */ (error);
    cause;
    cause = /** @type {DriverError | undefined} */ (cause.cause)
  ) {
    if (UNAVAILABLE_CODES.has(cause.code) || String(cause.code).startsWith('SQLITE_IOERR')) return true;
    if (cause.name === 'KnexTimeoutError' || UNAVAILABLE_MESSAGES.test(String(cause.message))) return true;
  }
  return false;
};

const FAILED = Symbol('database unavailable during this request');
/** How long after the database was last out of reach an unexplained 500 is taken for the outage's. */
const OUTAGE_ECHO_MS = 10_000;

/**
 * The request's state, where the outage is marked under a symbol of its own.
 *
 * @param {StrapiContext} ctx
 * @returns {{ [FAILED]?: unknown }}
 */
const outageStateOf = (ctx) => ctx.state;
let lastOutageAt = 0;

/**
 * Marks on its Koa context every request during which the database could not be reached, whoever
 * caught the error: users-permissions catches any error of its token and role checks and answers
 * 401, which the storefront takes for an ended session (middlewares/outages answers 503 instead).
 * Watches every connection taken from the pool and every failed query.
 *
 * @param {Strapi} strapi
 */
const watchDatabaseOutages = (strapi) => {
  /** @param {unknown} error */
  const mark = (error) => {
    if (!isDatabaseUnavailable(error)) return;
    lastOutageAt = Date.now();
    const ctx = strapi.requestContext.get();
    if (ctx?.state) outageStateOf(ctx)[FAILED] = error;
  };
  const knex = strapi.db.connection;
  knex.on('query-error', mark);
  const { client } = knex;
  const acquireConnection = client.acquireConnection.bind(client);
  client.acquireConnection = () =>
    acquireConnection().catch((/** @type {unknown} */ error) => {
      mark(error);
      throw error;
    });
};

/**
 * Whether the database could not be reached during the request of `ctx`.
 *
 * @param {StrapiContext} ctx
 */
const databaseFailedDuring = (ctx) => Boolean(ctx.state && outageStateOf(ctx)[FAILED]);

/**
 * Whether the database was out of reach a moment ago. A request can fail on the outage without its
 * own query's error being seen in its context (a pooled connection left broken by an earlier request's
 * timeout fails at once, and users-permissions turns it into a 500): such a 500 is the outage's.
 */
const databaseRecentlyUnavailable = () => Date.now() - lastOutageAt < OUTAGE_ECHO_MS;

module.exports = {
  isDatabaseUnavailable,
  watchDatabaseOutages,
  databaseFailedDuring,
  databaseRecentlyUnavailable,
};
