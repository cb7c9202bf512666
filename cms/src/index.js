'use strict';

const { useOutboxUnlessRealProvider } = require('./bootstrap/email');
const { configureUsersPermissions } = require('./bootstrap/users-permissions-settings');
const { syncRolePermissions } = require('./bootstrap/role-permissions');
const { watchCachedContent } = require('./bootstrap/response-cache');
const { runSeed } = require('./seed');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    useOutboxUnlessRealProvider(strapi);
    await configureUsersPermissions(strapi);
    await syncRolePermissions(strapi);
    watchCachedContent(strapi);
    if (process.env.SEED !== 'false') await runSeed(strapi);
  },
};
