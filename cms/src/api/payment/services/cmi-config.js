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
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {CmiConfig}
 */
const cmiConfig = (env = process.env) => {
  const base = publicUrl(env);
  /** @type {CmiSettings} */
  const settings = {
    capture: env.CMI_CAPTURE === 'manual' ? 'APPROVED' : 'ACTION=POSTAUTH',
    urls: {
      okUrl: `${base}/api/payments/cmi/return?result=ok`,
      failUrl: `${base}/api/payments/cmi/return?result=fail`,
      callbackUrl: `${base}/api/payments/cmi/callback`,
      shopurl: `${base}/payment`,
    },
  };
  const { CMI_GATEWAY_URL: gatewayUrl, CMI_CLIENT_ID: clientId, CMI_STORE_KEY: storeKey } = env;
  if (gatewayUrl && clientId && storeKey)
    return { mode: 'live', testGateway: false, gatewayUrl, clientId, storeKey, ...settings };
  if (String(env.PAYMENT_TEST_GATEWAY || '').toLowerCase() === 'on') {
    const derivedKey = crypto
      .createHmac('sha256', env.ENCRYPTION_KEY || env.JWT_SECRET || 'chargemaroc-test-gateway')
      .update('cmi-test-gateway')
      .digest('hex');
    return {
      mode: 'test',
      testGateway: true,
      gatewayUrl: `${base}${TEST_GATEWAY_PATH}`,
      clientId: 'CHARGEMAROC-TEST',
      storeKey: derivedKey,
      ...settings,
    };
  }
  return { mode: 'off', testGateway: false, gatewayUrl: null, clientId: null, storeKey: null, ...settings };
};

module.exports = { cmiConfig, TEST_GATEWAY_PATH };
