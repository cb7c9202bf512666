'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { badRequest, forbidden, unauthorized } = require('../../../utils/domain-error');
const { requestData, text } = require('../../../utils/validation');
const { objectOrEmpty } = require('../../../utils/object-or-empty');
const { photoFile } = require('../../installation-request/controllers/photo');
const { throttle, limitFromEnv } = require('../../../utils/throttle');
const { cmiConfig } = require('../../payment/services/cmi-config');
const { createOnceOnlyOrdering } = require('../services/order-idempotency');
const { requestedPaymentMethod } = require('../services/order-input');
const { sendCashOrderMail } = require('../services/order-mail');
const { createOrderPhotos } = require('../services/order-photo');

const UID = 'api::order.order';
const EDITOR_ROLE = 'editor';
const PHOTO_UPLOADS_PER_MINUTE = 10;

/**
 * The signed-in shopper, with the role users-permissions populates on the request's state.
 * @typedef {ShopperAccount & { role?: { type?: string } | null }} Caller
 */

/**
 * @param {StrapiContext} ctx
 * @returns {Caller}
 */
const caller = (ctx) => {
  if (!ctx.state.user) throw unauthorized(messages.loginRequired);
  return ctx.state.user;
};

/**
 * @param {unknown} value
 * @param {number} fallback
 */
const positiveInteger = (value, fallback) => {
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** @param {unknown} value */
const validDate = (value) => {
  const date = value ? new Date(String(value)) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * status and createdAt range, from plain parameters or Strapi-style filters.
 *
 * @param {Record<string, unknown>} query
 */
const listOptions = (query) => {
  const filters = objectOrEmpty(query.filters);
  const statusFilter =
    filters.status && typeof filters.status === 'object' ? objectOrEmpty(filters.status).$eq : filters.status;
  const createdAt = objectOrEmpty(filters.createdAt);
  const pagination = objectOrEmpty(query.pagination);
  return {
    page: positiveInteger(pagination.page ?? query.page, 1),
    pageSize: positiveInteger(pagination.pageSize ?? query.pageSize, 10),
    status: text(query.status ?? statusFilter) || undefined,
    from: validDate(query.from ?? createdAt.$gte),
    to: validDate(query.to ?? createdAt.$lte),
  };
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    ctx.body = await strapi.service(UID).listForUser(caller(ctx), listOptions(ctx.query));
  },

  async findOne(ctx) {
    ctx.body = { data: await strapi.service(UID).findForUser(caller(ctx), ctx.params.orderId) };
  },

  async create(ctx) {
    const user = caller(ctx);
    const data = requestData(ctx);
    // Without a configured gateway no card order is taken (it would hold stock it cannot be paid for).
    if (requestedPaymentMethod(data) === 'cmi' && cmiConfig().mode === 'off')
      throw badRequest(messages.cardPaymentUnavailable);
    const placeOrderOnce = createOnceOnlyOrdering(strapi);
    const { order, replayed } = await placeOrderOnce(user, data, ctx.get('idempotency-key'));
    // A cash order is confirmed to the customer now; a card order once the gateway says paid.
    if (!replayed && order.paymentMethod === 'cash') await sendCashOrderMail(strapi, order);
    ctx.status = replayed ? 200 : 201;
    ctx.body = { data: order };
  },

  /** An installation photo for a line of the caller's next order (multipart "disjoncteurPhoto"). */
  async uploadPhoto(ctx) {
    const user = caller(ctx);
    await throttle(
      ctx,
      'order-photo',
      String(user.id),
      { points: limitFromEnv('ORDER_PHOTO_RATE_LIMIT', PHOTO_UPLOADS_PER_MINUTE), durationSeconds: 60 },
      messages.tooManyAttempts,
    );
    ctx.status = 201;
    ctx.body = { data: await createOrderPhotos(strapi).store(user, photoFile(ctx)) };
  },

  async cancel(ctx) {
    ctx.body = { data: await strapi.service(UID).cancelForUser(caller(ctx), ctx.params.orderId) };
  },

  async updateStatus(ctx) {
    const user = caller(ctx);
    if (user.role?.type !== EDITOR_ROLE) throw forbidden(messages.orderStatusForbidden);
    const data = requestData(ctx);
    ctx.body = {
      data: await strapi
        .service(UID)
        .setStatus(
          ctx.params.orderId,
          text(data.status),
          { trackingNumber: data.trackingNumber },
          `${user.username} (${user.email}), API`,
        ),
    };
  },

  async track(ctx) {
    ctx.body = { data: await strapi.service(UID).track(ctx.params.trackingNumber) };
  },
}));
