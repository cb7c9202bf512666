'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { badRequest, notFound, unauthorized } = require('../../../utils/domain-error');
const { requestData, text } = require('../../../utils/validation');
const { findStation } = require('../../station/services/find-station');

const UID = 'api::station-review.station-review';
const MAX_COMMENT = 2000;

const displayName = (user) => [user.prenom, user.nom].filter(Boolean).join(' ').trim() || user.username;

const toPublicReview = (review, station) => ({
  id: review.id,
  documentId: review.documentId,
  stationId: station ? station.ocmId : null,
  rating: review.rating,
  comment: review.comment,
  user: review.authorName,
  date: review.createdAt,
});

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /station-reviews?station=<ocm id or documentId>: newest first, without account details. */
  async find(ctx) {
    const reference = ctx.query.station ?? ctx.query.stationId;
    const station = reference === undefined ? null : await findStation(strapi, reference);
    if (reference !== undefined && !station) throw notFound(messages.stationNotFound);
    const rows = await strapi.db.query(UID).findMany({
      where: station ? { station: station.id } : {},
      populate: { station: { select: ['ocmId'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: 200,
    });
    ctx.body = { data: rows.map((row) => toPublicReview(row, row.station)) };
  },

  async findOne(ctx) {
    const row = await strapi.db.query(UID).findOne({
      where: { documentId: ctx.params.id },
      populate: { station: { select: ['ocmId'] } },
    });
    if (!row) throw notFound(messages.stationReviewNotFound);
    ctx.body = { data: toPublicReview(row, row.station) };
  },

  async create(ctx) {
    const user = ctx.state.user;
    if (!user) throw unauthorized(messages.stationReviewLoginRequired);
    const data = requestData(ctx);
    const rating = Number(data.rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      throw badRequest(messages.stationRatingRequired);
    const comment = text(data.comment);
    if (comment.length > MAX_COMMENT) throw badRequest(messages.fieldTooLong('commentaire', MAX_COMMENT));
    const station = await findStation(strapi, data.station ?? data.stationId);
    if (!station) throw notFound(messages.stationNotFound);

    const review = await strapi.db.query(UID).create({
      data: {
        station: station.id,
        rating,
        comment: comment || null,
        user: user.id,
        authorName: displayName(user),
      },
    });
    ctx.status = 201;
    ctx.body = { data: toPublicReview(review, station) };
  },
}));
