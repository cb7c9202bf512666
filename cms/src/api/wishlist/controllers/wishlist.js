'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { unauthorized } = require('../../../utils/domain-error');
const { requestData } = require('../../../utils/validation');

const UID = 'api::wishlist.wishlist';

/**
 * The signed-in shopper, else a French 401.
 *
 * @param {StrapiContext} ctx
 * @returns {ShopperAccount}
 */
const caller = (ctx) => {
  if (!ctx.state.user) throw unauthorized(messages.loginRequired);
  return ctx.state.user;
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async findMine(ctx) {
    ctx.body = { data: await strapi.service(UID).forUser(caller(ctx)) };
  },

  /** PUT {data: {items: [{id, addedAt}]}}: the whole list, as the storefront holds it. */
  async replaceMine(ctx) {
    const user = caller(ctx);
    ctx.body = { data: await strapi.service(UID).replaceForUser(user, requestData(ctx).items) };
  },
}));
