'use strict';

const crypto = require('node:crypto');

const TEST_GATEWAY_PATH = '/api/payments/test-gateway';

const trimSlash = (url) => String(url).replace(/\/+$/, '');

/**
 * Where card payments go. A real merchant account is configuration only: CMI_GATEWAY_URL,
 * CMI_CLIENT_ID and CMI_STORE_KEY (never in the browser bundle, never in the repository). Without
 * them the CMS's own test gateway, speaking the same protocol, is used, with a store key derived
 * from this installation's generated secret.
 */
const cmiConfig = (env = process.env) => {
  const real = Boolean(env.CMI_GATEWAY_URL && env.CMI_CLIENT_ID && env.CMI_STORE_KEY);
  const derivedKey = crypto
    .createHmac('sha256', env.ENCRYPTION_KEY || env.JWT_SECRET || 'chargemaroc-test-gateway')
    .update('cmi-test-gateway')
    .digest('hex');
  return {
    testGateway: !real,
    gatewayUrl: real ? env.CMI_GATEWAY_URL : null,
    clientId: real ? env.CMI_CLIENT_ID : 'CHARGEMAROC-TEST',
    storeKey: real ? env.CMI_STORE_KEY : derivedKey,
    /** 'POSTAUTH' (capture now) or 'APPROVED' (capture later by hand). */
    capture: env.CMI_CAPTURE === 'manual' ? 'APPROVED' : 'ACTION=POSTAUTH',
  };
};

/** The shop's public address: PUBLIC_URL, else the Origin the browser sent, else localhost. */
const shopUrl = (ctx, env = process.env) => {
  if (env.PUBLIC_URL) return trimSlash(env.PUBLIC_URL);
  const origin = ctx.get('origin');
  if (/^https?:\/\/[^/\s]+$/.test(origin)) return trimSlash(origin);
  return 'http://localhost:3000';
};

const gatewayAction = (config, base) => config.gatewayUrl ?? `${base}${TEST_GATEWAY_PATH}`;

module.exports = { cmiConfig, shopUrl, gatewayAction, TEST_GATEWAY_PATH };
