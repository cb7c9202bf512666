'use strict';

const outbox = require('../providers/email-outbox');

/**
 * Without EMAIL_PROVIDER mails go to the outbox file. config/plugins.js names it by path, which
 * the email plugin can load only from a lower-case path: elsewhere it is installed here instead.
 *
 * @param {Strapi} strapi
 */
const useOutboxUnlessRealProvider = (strapi) => {
  if (process.env.EMAIL_PROVIDER) return;
  if (strapi.config.get('plugin::email.provider') === outbox.PROVIDER_PATH) return;
  strapi.plugin('email').provider = outbox.init();
};

module.exports = { useOutboxUnlessRealProvider };
