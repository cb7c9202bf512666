'use strict';

const { DEV_PORTS } = require('@chargemaroc/shared/remotes');

const defaultOrigins = () =>
  DEV_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/** @param {StrapiConfigParams['env']} env */
const allowedOrigins = (env) => {
  const configured = env
    .array('CORS_ORIGINS', [])
    .map((/** @type {string} */ origin) => origin.trim())
    .filter(Boolean);
  return configured.length > 0 ? configured : defaultOrigins();
};

const ONE_MEGABYTE = 1024 * 1024;

/** @param {StrapiConfigParams} params */
module.exports = ({ env }) => [
  'global::request-log',
  'global::french-errors',
  'strapi::errors',
  'global::outages',
  'global::domain-errors',
  'global::unique-violations',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: allowedOrigins(env),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Accept', 'Origin'],
      credentials: false,
      keepHeadersOnError: true,
    },
  },
  'global::auth-rate-limit',
  'global::admin-sign-in-limit',
  'global::form-rate-limit',
  'global::response-cache',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // Form names are kept as sent: CMI's payment callback posts names with dots (EXTRA.TRXDATE),
      // and its hash covers them as they are.
      queryString: { allowDots: false },
      formidable: {
        // Installation requests carry one photo of at most 5 MB (checked again per file).
        maxFileSize: 6 * ONE_MEGABYTE,
      },
    },
  },
  'global::upload-temp-files',
  'global::write-turns',
  'strapi::session',
  'strapi::favicon',
  'global::upload-headers',
  'strapi::public',
];
