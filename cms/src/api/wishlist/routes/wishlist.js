'use strict';

module.exports = {
  routes: [
    { method: 'GET', path: '/wishlist/me', handler: 'wishlist.findMine' },
    { method: 'PUT', path: '/wishlist/me', handler: 'wishlist.replaceMine' },
  ],
};
