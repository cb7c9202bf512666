'use strict';

const { useOutboxUnlessRealProvider } = require('./bootstrap/email');
const { configureUsersPermissions } = require('./bootstrap/users-permissions-settings');
const { syncRolePermissions } = require('./bootstrap/role-permissions');
const { watchCachedContent } = require('./bootstrap/response-cache');
const { createUniqueIndexes } = require('./bootstrap/unique-indexes');
const { keyProductReviews } = require('./bootstrap/review-key');
const { stampIdempotencyKeys } = require('./api/order/services/order-idempotency');
const { runSeed } = require('./seed');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    useOutboxUnlessRealProvider(strapi);
    await configureUsersPermissions(strapi);
    await syncRolePermissions(strapi);
    watchCachedContent(strapi);
    await createUniqueIndexes(strapi);
    keyProductReviews(strapi);
    stampIdempotencyKeys(strapi);
    if (process.env.SEED !== 'false') await runSeed(strapi);
  },
};
