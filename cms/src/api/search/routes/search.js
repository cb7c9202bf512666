'use strict';

// The site search: public reads, limited per address (controllers/search.js); the documents the
// origin answers suggestions from.
module.exports = {
  routes: [
    { method: 'GET', path: '/search', handler: 'search.find', config: { auth: false } },
    { method: 'GET', path: '/search/suggest', handler: 'search.suggest', config: { auth: false } },
    { method: 'GET', path: '/search/documents', handler: 'search.documents', config: { auth: false } },
  ],
};
