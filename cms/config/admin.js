'use strict';

module.exports = ({ env }) => ({
  // The REST API never needs the admin panel; it is built and served only on demand.
  serveAdminPanel: env.bool('CMS_ADMIN', false),
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
