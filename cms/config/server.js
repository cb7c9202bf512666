'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Absolute URL of the CMS itself when it sits behind a proxy; media URLs stay relative otherwise.
  url: env('CMS_URL', ''),
  proxy: { koa: env.bool('CMS_BEHIND_PROXY', false) },
  dirs: {
    // Uploaded media live in <public>/uploads; tests point this at a throw-away folder.
    public: env('CMS_PUBLIC_DIR', './public'),
  },
  app: {
    keys: env.array('APP_KEYS'),
  },
});
