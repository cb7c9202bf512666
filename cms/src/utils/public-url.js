'use strict';

const { SHELL_PORT } = require('@chargemaroc/shared/remotes');

/** The storefront `pnpm start` serves when nothing else is said (README: http://localhost:3000). */
const DEFAULT_PUBLIC_URL = `http://localhost:${SHELL_PORT}`;

/**
 * The shop's public address (PUBLIC_URL), where shoppers' browsers are sent back (reset links, the
 * payment's return) and the gateway calls. Only ever configuration, never a request header.
 */
const publicUrl = (env = process.env) => {
  const configured = String(env.PUBLIC_URL || '').trim();
  if (!configured) return DEFAULT_PUBLIC_URL;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(configured))
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${configured}"`);
  return configured.replace(/\/+$/, '');
};

module.exports = { publicUrl, DEFAULT_PUBLIC_URL };
