'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { forbidden, unauthorized } = require('../../../utils/domain-error');
const { requestData, text } = require('../../../utils/validation');
const { createOnceOnlyOrdering } = require('../services/order-idempotency');

const UID = 'api::order.order';
const EDITOR_ROLE = 'editor';

const caller = (ctx) => {
  if (!ctx.state.user) throw unauthorized(messages.loginRequired);
  return ctx.state.user;
};

const positiveInteger = (value, fallback) => {
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const validDate = (value) => {
  const date = value ? new Date(String(value)) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** status and createdAt range, from plain parameters or Strapi-style filters. */
const listOptions = (query) => {
  const filters = query.filters && typeof query.filters === 'object' ? query.filters : {};
  const statusFilter =
    filters.status && typeof filters.status === 'object' ? filters.status.$eq : filters.status;
  const createdAt = filters.createdAt && typeof filters.createdAt === 'object' ? filters.createdAt : {};
  const pagination = query.pagination && typeof query.pagination === 'object' ? query.pagination : {};
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
    const placeOrderOnce = createOnceOnlyOrdering(strapi);
    const { order, replayed } = await placeOrderOnce(
      caller(ctx),
      requestData(ctx),
      ctx.get('idempotency-key'),
    );
    ctx.status = replayed ? 200 : 201;
    ctx.body = { data: order };
  },

  async cancel(ctx) {
    ctx.body = { data: await strapi.service(UID).cancelForUser(caller(ctx), ctx.params.orderId) };
  },

  async updateStatus(ctx) {
    const user = caller(ctx);
    if (user.role?.type !== EDITOR_ROLE) throw forbidden(messages.orderStatusForbidden);
    ctx.body = {
      data: await strapi.service(UID).setStatus(ctx.params.orderId, text(requestData(ctx).status)),
    };
  },

  async track(ctx) {
    ctx.body = { data: await strapi.service(UID).track(ctx.params.trackingNumber) };
  },
}));
