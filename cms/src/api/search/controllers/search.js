'use strict';

const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { throttle, limitFromEnv } = require('../../../utils/throttle');

const {
  CACHE_CONTROL,
  DEFAULT_RATE_LIMIT,
  MAX_QUERY_LENGTH,
  RATE_WINDOW_SECONDS,
  SUGGESTIONS_PER_KIND,
} = require('../../../search/answer-rules');

const UID = 'api::search.search';
const MAX_LIMIT = 50;

/** @param {unknown} value */
const readQuery = (value) => {
  const query = typeof value === 'string' ? value.trim() : '';
  if (query.length > MAX_QUERY_LENGTH) throw badRequest(messages.searchQueryTooLong(MAX_QUERY_LENGTH));
  return query;
};

/**
 * @param {unknown} value
 * @param {string[]} kinds
 */
const readKinds = (value, kinds) => {
  if (value === undefined || value === '') return kinds;
  const asked = String(value)
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknown = asked.find((kind) => !kinds.includes(kind));
  if (unknown !== undefined) throw badRequest(messages.searchTypeUnknown(unknown, kinds));
  return asked;
};

/**
 * @param {unknown} value
 * @param {number} fallback
 */
const readLimit = (value, fallback) => {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw badRequest(messages.searchLimitInvalid(MAX_LIMIT));
  return limit;
};

/** @param {{ strapi: Strapi }} context */
module.exports = ({ strapi }) => {
  /**
   * @param {StrapiContext} ctx
   * @param {number} defaultLimit
   * @param {boolean} spell
   */
  const answer = async (ctx, defaultLimit, spell) => {
    await throttle(
      ctx,
      'search',
      ctx.request.ip,
      { points: limitFromEnv('SEARCH_RATE_LIMIT', DEFAULT_RATE_LIMIT), durationSeconds: RATE_WINDOW_SECONDS },
      messages.tooManySearches,
    );
    const service = strapi.service(UID);
    const query = readQuery(ctx.query.q);
    const kinds = readKinds(ctx.query.type, service.KINDS);
    const limit = readLimit(ctx.query.limit, defaultLimit);
    const found = await service.search(query, { kinds, limit, spell });
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = { query, ...found };
  };

  return {
    /**
     * GET /api/search?q=&type=product,station&limit=10
     *
     * @param {StrapiContext} ctx
     */
    find: (ctx) => answer(ctx, 10, true),
    /**
     * GET /api/search/suggest?q=: a few results per kind, as the shopper types (no spelling advice).
     *
     * @param {StrapiContext} ctx
     */
    suggest: (ctx) => answer(ctx, SUGGESTIONS_PER_KIND, false),
    /**
     * GET /api/search/documents → { version, documents }: what the origin builds its own index of
     * suggestions from (published content only, as the index holds). Asked once per content version.
     *
     * @param {StrapiContext} ctx
     */
    documents: async (ctx) => {
      const json = await strapi.service(UID).documentsJson();
      // a string body is not kept by the response cache anyway; said for the reader
      ctx.state.skipResponseCache = true;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/json';
      ctx.body = json;
    },
  };
};
