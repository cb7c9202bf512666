'use strict';

// Loaded before the core router so that "facets" is not read as a document id.
module.exports = {
  routes: [{ method: 'GET', path: '/produits/facets', handler: 'produit.facets' }],
};
