'use strict';

/** @param {StrapiConfigParams} params */
module.exports = ({ env }) => ({
  // The back office, built by `pnpm build` (scripts/build-admin.js) and served by the origin at /admin;
  // the CMS serves it when started with CMS_ADMIN=true (the origin's start does so once it is built).
  serveAdminPanel: env.bool('CMS_ADMIN', false),
  // Admin sign-ins are limited by global::auth-rate-limit and global::admin-sign-in-limit (shared by
  // every process, in French); Strapi's own limit counts per process.
  rateLimit: { enabled: false },
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
