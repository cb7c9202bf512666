'use strict';

const path = require('node:path');

const OUTBOX_PROVIDER = path.resolve(__dirname, '..', 'src', 'providers', 'email-outbox.js');
// The email plugin lower-cases a provider name before loading it.
const defaultEmailProvider = OUTBOX_PROVIDER === OUTBOX_PROVIDER.toLowerCase() ? OUTBOX_PROVIDER : 'sendmail';

/** @param {StrapiConfigParams} params */
module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: {
        expiresIn: env('JWT_EXPIRES_IN', '7d'),
      },
      // Auth routes are throttled by global::auth-rate-limit, which answers in French.
      ratelimit: {
        enabled: false,
      },
    },
  },
  email: {
    config: {
      // Without EMAIL_PROVIDER (e.g. nodemailer), mails are written to the outbox file (see README).
      provider: env('EMAIL_PROVIDER', defaultEmailProvider),
      settings: {
        defaultFrom: env('EMAIL_FROM', 'ChargeMaroc <no-reply@chargemaroc.ma>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'contact@chargemaroc.ma'),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: 5 * 1024 * 1024,
      breakpoints: {},
    },
  },
});
