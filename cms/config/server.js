'use strict';

const { CMS_PORT } = require('@chargemaroc/shared/remotes');

/** @param {StrapiConfigParams} params */
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', CMS_PORT),
  // Absolute URL of the CMS itself when it sits behind a proxy; media URLs stay relative otherwise.
  url: env('CMS_URL', ''),
  // Behind the production origin, which overwrites X-Forwarded-For with the peer address: exactly
  // one hop is trusted, so a client cannot choose its own address by sending the header.
  proxy: { koa: env.bool('CMS_BEHIND_PROXY', false), maxIpsCount: 1 },
  dirs: {
    // Uploaded media live in <public>/uploads; tests point this at a throw-away folder.
    public: env('CMS_PUBLIC_DIR', './public'),
  },
  logger: {
    // No version check over the network; the banner only when asked for.
    updates: { enabled: false },
    startup: { enabled: env.bool('CMS_STARTUP_BANNER', false) },
  },
  app: {
    keys: env.array('APP_KEYS'),
  },
});
