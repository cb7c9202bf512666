'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { badRequest, notFound, unauthorized } = require('../../../utils/domain-error');
const { throttle, limitFromEnv } = require('../../../utils/throttle');
const { requestData, text } = require('../../../utils/validation');
const { findStation } = require('../../station/services/find-station');
const { stationReviewKey } = require('../services/review-key');

const UID = 'api::station-review.station-review';
const MAX_COMMENT = 2000;
const RATINGS_PER_MINUTE = 5;

/**
 * A station rating as stored, the fields shown.
 * @typedef {{ id: number, documentId: string, rating: number, comment?: string | null, authorName?: string | null,
 *   answer?: string | null, createdAt?: string }} StationReview
 */

/** @param {ShopperAccount} user */
const displayName = (user) => [user.prenom, user.nom].filter(Boolean).join(' ').trim() || user.username;

/**
 * @param {StationReview} review
 * @param {{ ocmId: number | null } | null | undefined} station
 */
const toPublicReview = (review, station) => ({
  id: review.id,
  documentId: review.documentId,
  stationId: station ? station.ocmId : null,
  rating: review.rating,
  comment: review.comment,
  user: review.authorName,
  answer: review.answer || null,
  date: review.createdAt,
});

/** What an editor hid in the admin is never shown. */
const VISIBLE = { $or: [{ hidden: false }, { hidden: { $null: true } }] };

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /station-reviews?station=<ocm id or documentId>: newest first, without account details. */
  async find(ctx) {
    const reference = ctx.query.station ?? ctx.query.stationId;
    const station = reference === undefined ? null : await findStation(strapi, reference);
    if (reference !== undefined && !station) throw notFound(messages.stationNotFound);
    const rows = await strapi.db.query(UID).findMany({
      where: station ? { station: station.id, ...VISIBLE } : VISIBLE,
      populate: { station: { select: ['ocmId'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: 200,
    });
    ctx.body = { data: rows.map((row) => toPublicReview(row, row.station)) };
  },

  async findOne(ctx) {
    const row = await strapi.db.query(UID).findOne({
      where: { documentId: ctx.params.id, ...VISIBLE },
      populate: { station: { select: ['ocmId'] } },
    });
    if (!row) throw notFound(messages.stationReviewNotFound);
    ctx.body = { data: toPublicReview(row, row.station) };
  },

  /**
   * POST /station-reviews: one rating per account and station, a new one replacing the previous
   * (200) as product reviews do, so that one account weighs once in the station's average; each
   * account may rate STATION_REVIEW_RATE_LIMIT times a minute.
   */
  async create(ctx) {
    const user = ctx.state.user;
    if (!user) throw unauthorized(messages.stationReviewLoginRequired);
    await throttle(
      ctx,
      'station-review',
      String(user.id),
      { points: limitFromEnv('STATION_REVIEW_RATE_LIMIT', RATINGS_PER_MINUTE), durationSeconds: 60 },
      messages.tooManyAttempts,
    );
    const data = requestData(ctx);
    const rating = Number(data.rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      throw badRequest(messages.stationRatingRequired);
    const comment = text(data.comment);
    if (comment.length > MAX_COMMENT) throw badRequest(messages.fieldTooLong('commentaire', MAX_COMMENT));
    const station = await findStation(strapi, data.station ?? data.stationId);
    if (!station) throw notFound(messages.stationNotFound);

    const content = { rating, comment: comment || null, authorName: displayName(user) };
    const reviewKey = stationReviewKey(station.id, user.id);
    const { review, created } = await strapi.db.transaction(async () => {
      const previous = await strapi.db.query(UID).findOne({
        where: { $or: [{ reviewKey }, { station: station.id, user: user.id }] },
        select: ['id'],
      });
      if (previous) {
        const updated = await strapi.db
          .query(UID)
          .update({ where: { id: previous.id }, data: { ...content, reviewKey } });
        return { review: updated, created: false };
      }
      const inserted = await strapi.db
        .query(UID)
        .create({ data: { ...content, station: station.id, user: user.id, reviewKey } });
      return { review: inserted, created: true };
    });
    ctx.status = created ? 201 : 200;
    ctx.body = { data: toPublicReview(review, station) };
  },
}));
