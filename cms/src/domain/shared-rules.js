'use strict';

// The storefront's pure rules, compiled from shared/src/domain by
// `pnpm --filter @chargemaroc/shared build`: prices, order lifecycle, form checks and their French
// messages exist once, for the browser and for this server alike.
/** @param {string} name */
const load = (name) => require(`@chargemaroc/shared/node/domain/${name}`);

module.exports = {
  pricing: load('pricing'),
  cart: load('cart-rules'),
  orders: load('orders'),
  forms: load('forms'),
  installationEstimate: load('installation-estimate'),
  ratings: load('ratings'),
  stations: load('stations'),
  validation: load('validation-ma'),
};
