'use strict';

const MAX_QUERY_LENGTH = 100;
/** No document has this id: a search that finds nothing leaves an empty list. */
const NO_DOCUMENT = '-';

/**
 * A list's free text (Strapi's `_q`, e.g. GET /api/produits?_q=cable) answered by the site search
 * rather than Strapi's literal match: `cable` finds the câbles, `electrique` 'électrique'. The
 * parameter becomes a filter on the matching documents, beside the list's other filters, sort and
 * pagination. (The parsed query is Strapi's cached object for this query string: it is changed in
 * place, so the cache key, made from the query string, stays that of the list as asked.)
 *
 * @param {Strapi} strapi
 * @param {StrapiContext} ctx
 * @param {import('./documents').SearchKind} kind
 */
const narrowToSearch = async (strapi, ctx, kind) => {
  const { query } = ctx;
  const text = typeof query?._q === 'string' ? query._q.trim().slice(0, MAX_QUERY_LENGTH) : '';
  if (query && '_q' in query) delete query._q;
  if (!text) return;
  const ids = await strapi.service('api::search.search').documentIds(kind, text);
  const matching = { documentId: { $in: ids.length > 0 ? ids : [NO_DOCUMENT] } };
  query.filters = query.filters ? { $and: [query.filters, matching] } : matching;
};

module.exports = { narrowToSearch };
