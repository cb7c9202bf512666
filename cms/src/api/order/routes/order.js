'use strict';

// One file, in this order, so that "tracking" is never read as an order reference.
module.exports = {
  routes: [
    { method: 'GET', path: '/orders/tracking/:trackingNumber', handler: 'order.track' },
    { method: 'GET', path: '/orders', handler: 'order.find' },
    { method: 'POST', path: '/orders', handler: 'order.create' },
    { method: 'POST', path: '/orders/installation-photos', handler: 'order.uploadPhoto' },
    { method: 'GET', path: '/orders/:orderId', handler: 'order.findOne' },
    { method: 'POST', path: '/orders/:orderId/cancel', handler: 'order.cancel' },
    { method: 'PUT', path: '/orders/:orderId/status', handler: 'order.updateStatus' },
  ],
};
