'use strict';

const messages = require('../../../messages');
const { notFound } = require('../../../utils/domain-error');

const UID = 'api::station.station';

/**
 * @param {StrapiContext} ctx
 * @param {{ source: 'live' | 'snapshot', pois: unknown[] }} found
 */
const answer = (ctx, { source, pois }) => {
  const live = source === 'live';
  ctx.set('X-Data-Source', live ? 'openchargemap' : 'snapshot');
  // Live answers expire with the directory proxy's own cache, not with our station records.
  if (live) ctx.state.skipResponseCache = true;
  ctx.body = pois;
};

/** @param {{ strapi: Strapi }} context */
module.exports = ({ strapi }) => ({
  /** @param {StrapiContext} ctx */
  async poi(ctx) {
    answer(ctx, await strapi.service(UID).searchPois(ctx.query));
  },

  /** @param {StrapiContext} ctx */
  async poiById(ctx) {
    const id = Number.parseInt(ctx.params.id, 10);
    if (!Number.isInteger(id)) throw notFound(messages.stationNotFound);
    const result = await strapi.service(UID).searchPois({ chargepointid: String(id), maxresults: '1' });
    if (result.pois.length === 0) throw notFound(messages.stationNotFound);
    answer(ctx, result);
  },
});
