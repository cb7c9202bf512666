'use strict';

const messages = require('../../../messages');
const { badRequest, notFound, unauthorized } = require('../../../utils/domain-error');
const { invoicePdf } = require('../services/invoice-pdf');

const ORDER_UID = 'api::order.order';

/** @param {{ strapi: Strapi }} context */
module.exports = ({ strapi }) => ({
  /**
   * GET /orders/:orderId/invoice: the owner's invoice of a delivered order, as a PDF.
   *
   * @param {StrapiContext} ctx
   */
  async download(ctx) {
    /** @type {ShopperAccount | undefined} */
    const user = ctx.state.user;
    if (!user) throw unauthorized(messages.loginRequired);
    const orderId = String(ctx.params.orderId || '');
    /** @type {StoredOrder | null} */
    const order = orderId
      ? await strapi.db.query(ORDER_UID).findOne({ where: { orderId, owner: user.id } })
      : null;
    if (!order) throw notFound(messages.orderNotFound);
    if (order.status !== 'delivered') throw badRequest(messages.invoiceNotAvailable);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `attachment; filename="facture-${order.orderId}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = await invoicePdf(order);
  },
});
