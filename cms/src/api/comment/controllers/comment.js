'use strict';

const { objectOrEmpty } = require('../../../utils/object-or-empty');
const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { notFound } = require('../../../utils/domain-error');
const { requestData } = require('../../../utils/validation');

const UID = 'api::comment.comment';

/**
 * @param {unknown} value
 * @param {number} fallback
 */
const positiveInteger = (value, fallback) => {
  const number = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * Reads targetType/targetId from the plain query or from filters[targetType][$eq].
 *
 * @param {Record<string, unknown>} query
 */
const targetQuery = (query) => {
  /** @type {Record<string, unknown>} */
  const filters =
    query.filters && typeof query.filters === 'object'
      ? /** @type {Record<string, unknown>} */ (query.filters)
      : {};
  /** @param {string} name */
  const pick = (name) => {
    const filter = filters[name];
    return (
      query[name] ??
      (filter && typeof filter === 'object' ? /** @type {{ $eq?: unknown }} */ (filter).$eq : filter)
    );
  };
  return { targetType: pick('targetType'), targetId: pick('targetId') };
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const service = strapi.service(UID);
    const target = service.readTarget(targetQuery(ctx.query));
    const pagination = objectOrEmpty(ctx.query.pagination);
    ctx.body = await service.listForTarget(target, {
      page: positiveInteger(pagination.page, 1),
      pageSize: positiveInteger(pagination.pageSize, 100),
    });
  },

  async findOne(ctx) {
    const comment = await strapi.service(UID).findPublic(ctx.params.id);
    if (!comment) throw notFound(messages.commentNotFound);
    ctx.body = { data: comment };
  },

  async summary(ctx) {
    const service = strapi.service(UID);
    ctx.body = await service.summary(service.readTarget(ctx.query), ctx.state.user);
  },

  async create(ctx) {
    const { comment, created } = await strapi.service(UID).submit(requestData(ctx), ctx.state.user);
    ctx.status = created ? 201 : 200;
    ctx.body = { data: comment };
  },
}));
