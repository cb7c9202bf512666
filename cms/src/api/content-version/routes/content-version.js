'use strict';

// Public and cheap: the production origin asks every second whether what its pages show has changed.
module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/content-version',
      handler: 'content-version.show',
      config: { auth: false },
    },
  ],
};
