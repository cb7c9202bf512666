'use strict';

module.exports = {
  routes: [{ method: 'GET', path: '/orders/:orderId/invoice', handler: 'invoice.download' }],
};
