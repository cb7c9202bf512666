'use strict';

const { POI_QUERY_PARAMS } = require('../../api/station/services/poi-query');

const OCM_LIST = /^\/api\/ocm\/poi\/?$/;
const OCM_ONE = /^\/api\/ocm\/poi\/[^/]+\/?$/;

/**
 * The query of an OCM request as the endpoint reads it: only the parameters it knows (names in
 * any case, as in OCM), in a fixed order, so that `?junk=<n>` is not an answer of its own.
 *
 * @param {string} querystring
 */
const ocmQuery = (querystring) => {
  const known = [...new URLSearchParams(querystring)]
    .map(([name, value]) => /** @type {[string, string]} */ ([name.toLowerCase(), value]))
    .filter(([name]) => POI_QUERY_PARAMS.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(known).toString();
};

/**
 * What a cached answer is kept under: the path and query string, except on the OCM endpoints,
 * whose answers depend only on the parameters they read (a station by id on none).
 *
 * @param {string} path
 * @param {string} querystring
 */
const cacheKeyOf = (path, querystring) => {
  if (OCM_ONE.test(path)) return path;
  if (OCM_LIST.test(path)) {
    const query = ocmQuery(querystring);
    return query ? `${path}?${query}` : path;
  }
  return querystring ? `${path}?${querystring}` : path;
};

module.exports = { cacheKeyOf };
