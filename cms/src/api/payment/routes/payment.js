'use strict';

// Card payment through CMI's hosted page (3D Pay Hosting); see docs/decisions/010-card-payment-cmi.md.
module.exports = {
  routes: [
    // How card payments are taken (live, test or off): public, read by the payment page.
    { method: 'GET', path: '/payments/cmi/mode', handler: 'payment.mode', config: { auth: false } },
    { method: 'POST', path: '/payments/cmi/checkout', handler: 'payment.checkout' },
    // Called by the gateway (server to server, then the browser): no account, checked by hash.
    { method: 'POST', path: '/payments/cmi/callback', handler: 'payment.callback', config: { auth: false } },
    { method: 'POST', path: '/payments/cmi/return', handler: 'payment.back', config: { auth: false } },
    { method: 'GET', path: '/payments/cmi/return', handler: 'payment.back', config: { auth: false } },
    {
      method: 'POST',
      path: '/payments/test-gateway',
      handler: 'payment.testGateway',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/payments/test-gateway/pay',
      handler: 'payment.testGatewayPay',
      config: { auth: false },
    },
  ],
};
