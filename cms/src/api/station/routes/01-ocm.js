'use strict';

// Open Charge Map compatible endpoints (see services/poi-query.js for the query parameters).
module.exports = {
  routes: [
    { method: 'GET', path: '/ocm/poi', handler: 'ocm.poi' },
    { method: 'GET', path: '/ocm/poi/:id', handler: 'ocm.poiById' },
  ],
};
