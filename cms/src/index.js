'use strict';

const { useOutboxUnlessRealProvider } = require('./bootstrap/email');
const { configureUsersPermissions } = require('./bootstrap/users-permissions-settings');
const { syncRolePermissions } = require('./bootstrap/role-permissions');
const { watchCachedContent } = require('./bootstrap/response-cache');
const { watchSearchedContent } = require('./bootstrap/search-index');
const { cleanFailedUploads } = require('./bootstrap/upload-cleanup');
const { watchDatabaseOutages } = require('./lib/database-outage');
const { createUniqueIndexes } = require('./bootstrap/unique-indexes');
const { keyProductReviews } = require('./bootstrap/review-key');
const { keyStationReviews } = require('./api/station-review/services/review-key');
const { stampIdempotencyKeys } = require('./api/order/services/order-idempotency');
const { takeFirstStartLock } = require('./bootstrap/first-start-lock');
const { runSeed } = require('./seed');
const { closeRedis, connectRedis } = require('./lib/redis');
const { resetResponseCache } = require('./lib/response-cache');
const { resetRateLimits } = require('./lib/rate-limit');
const { recordingSecurityHeaders } = require('./lib/security-headers');
const { registerSections, syncSections } = require('./bootstrap/sections');
const { seedBackOfficeAccounts, syncBackOfficeRoles } = require('./bootstrap/back-office-roles');
const { registerOrderStaff, showOrdersReadOnly } = require('./bootstrap/order-staff');

/** @param {Strapi} strapi */
const bootstrapApp = async (strapi) => {
  await connectRedis();
  useOutboxUnlessRealProvider(strapi);
  await configureUsersPermissions(strapi);
  await syncRolePermissions(strapi);
  watchCachedContent(strapi);
  watchSearchedContent(strapi);
  cleanFailedUploads(strapi);
  watchDatabaseOutages(strapi);
  await keyStationReviews(strapi);
  await createUniqueIndexes(strapi);
  keyProductReviews(strapi);
  stampIdempotencyKeys(strapi);
  const backOfficeRoles = await syncBackOfficeRoles(strapi);
  await showOrdersReadOnly(strapi);
  await syncSections(strapi);
  if (process.env.SEED !== 'false') await runSeed(strapi);
  if (process.env.SEED !== 'false') await seedBackOfficeAccounts(strapi, backOfficeRoles);
};

let giveBackStartLock = async () => {};

module.exports = {
  /**
   * Before the schema is created: several processes starting together take turns (PostgreSQL).
   *
   * @param {{ strapi: Strapi }} app
   */
  async register({ strapi }) {
    strapi.get('middlewares').extend('strapi::security', recordingSecurityHeaders);
    registerSections(strapi);
    registerOrderStaff(strapi);
    giveBackStartLock = await takeFirstStartLock(strapi);
  },

  /** @param {{ strapi: Strapi }} app */
  async bootstrap({ strapi }) {
    try {
      await bootstrapApp(strapi);
    } finally {
      await giveBackStartLock();
    }
  },

  /** Lets the process exit: the Redis connection closes, caches and counters start empty next time. */
  async destroy() {
    await closeRedis();
    resetResponseCache();
    resetRateLimits();
  },
};
