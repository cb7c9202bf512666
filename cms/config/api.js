'use strict';

module.exports = {
  rest: {
    defaultLimit: 25,
    // Filter options are built from one request with pageSize 1000.
    maxLimit: 1000,
    withCount: true,
  },
};
