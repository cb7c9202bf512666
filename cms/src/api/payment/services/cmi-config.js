'use strict';

const crypto = require('node:crypto');
const { publicUrl } = require('../../../utils/public-url');

const TEST_GATEWAY_PATH = '/api/payments/test-gateway';

/**
 * How card payments are taken, from configuration only:
 * - 'live': a real merchant account (CMI_GATEWAY_URL, CMI_CLIENT_ID, CMI_STORE_KEY; never in the
 *   browser bundle, never in the repository);
 * - 'test': no merchant account and PAYMENT_TEST_GATEWAY=on (the demo start): the CMS's own test
 *   gateway, speaking the same protocol, with a store key derived from this installation's secret;
 * - 'off': neither; card payment is refused (cash on delivery still works).
 */
const cmiConfig = (env = process.env) => {
  const live = Boolean(env.CMI_GATEWAY_URL && env.CMI_CLIENT_ID && env.CMI_STORE_KEY);
  const test = !live && String(env.PAYMENT_TEST_GATEWAY || '').toLowerCase() === 'on';
  const mode = live ? 'live' : test ? 'test' : 'off';
  const base = publicUrl(env);
  const derivedKey = () =>
    crypto
      .createHmac('sha256', env.ENCRYPTION_KEY || env.JWT_SECRET || 'chargemaroc-test-gateway')
      .update('cmi-test-gateway')
      .digest('hex');
  return {
    mode,
    testGateway: test,
    gatewayUrl: live ? env.CMI_GATEWAY_URL : test ? `${base}${TEST_GATEWAY_PATH}` : null,
    clientId: live ? env.CMI_CLIENT_ID : test ? 'CHARGEMAROC-TEST' : null,
    storeKey: live ? env.CMI_STORE_KEY : test ? derivedKey() : null,
    /** 'POSTAUTH' (capture now) or 'APPROVED' (capture later by hand). */
    capture: env.CMI_CAPTURE === 'manual' ? 'APPROVED' : 'ACTION=POSTAUTH',
    /** Where the gateway sends the browser back and calls the shop: the public address, never a header. */
    urls: {
      okUrl: `${base}/api/payments/cmi/return?result=ok`,
      failUrl: `${base}/api/payments/cmi/return?result=fail`,
      callbackUrl: `${base}/api/payments/cmi/callback`,
      shopurl: `${base}/payment`,
    },
  };
};

module.exports = { cmiConfig, TEST_GATEWAY_PATH };
