'use strict';

const messages = require('../../../messages');
const lifecycle = require('../../../domain/order-lifecycle');
const { badRequest, conflict, notFound } = require('../../../utils/domain-error');
const { amountText, sendOrderMail } = require('../../order/services/order-mail');
const { cmiHash } = require('./cmi-hash');
const { formFields, formExpired, mismatchWith, newRnd, readCallback } = require('./cmi-protocol');

const ORDER_UID = 'api::order.order';
const MAX_ATTEMPTS_KEPT = 10;

/**
 * Payment statuses of an order whose payment the gateway has already confirmed.
 * @type {ReadonlySet<string | null | undefined>}
 */
const ACCEPTED = new Set(['paid', 'refund_due']);

/**
 * Payment by card through CMI's hosted page: the signed form out, the verified callback in.
 *
 * @param {Strapi} strapi
 */
const createCmiPayment = (strapi) => {
  const orders = () => strapi.db.query(ORDER_UID);

  /**
   * Writes `data` if the order's status and payment status are still those it was read with.
   *
   * @param {CardPaymentOrder} order
   * @param {Record<string, unknown>} data
   */
  const updateUnchanged = async (order, data) => {
    const { count } = await orders().updateMany({
      where: { id: order.id, status: order.status, paymentStatus: order.paymentStatus ?? null },
      data,
    });
    return count > 0;
  };

  /**
   * The fields of the redirect form for one of the caller's unpaid card orders, HASH included. Each
   * form gets a fresh `rnd`, kept on the order with the time it was issued: only a callback naming
   * it, within the form's lifetime, can pay the order.
   *
   * @param {ShopperAccount} user
   * @param {string} orderId
   * @param {{ config: CmiConfig, now?: Date }} options
   * @returns {Promise<{ action: string, fields: CmiFields }>}
   */
  const checkoutForm = async (user, orderId, { config, now = new Date() }) => {
    if (config.mode === 'off') throw badRequest(messages.cardPaymentUnavailable);
    /** @type {CardPaymentOrder | null} */
    const order =
      typeof orderId === 'string' && orderId
        ? await orders().findOne({ where: { orderId, owner: user.id } })
        : null;
    if (!order) throw notFound(messages.orderNotFound);
    if (order.paymentMethod !== 'cmi' || ACCEPTED.has(order.paymentStatus) || order.status === 'cancelled')
      throw badRequest(messages.paymentNotPayable);
    const rnd = newRnd();
    const issued = { rnd, issuedAt: now.toISOString() };
    if (!(await updateUnchanged(order, { payment: { ...(order.payment || {}), checkout: issued } })))
      throw conflict(messages.orderChangedMeanwhile);
    const fields = formFields(order, config, rnd);
    fields.HASH = cmiHash(fields, config.storeKey);
    return { action: config.gatewayUrl, fields };
  };

  /**
   * Keeps a refused or declined attempt on the order (the ten latest), leaving it unpaid.
   *
   * @param {CardPaymentOrder} order
   * @param {CmiCallback} posted
   * @param {Date} now
   * @param {{ outcome: string, paymentStatus?: string | null }} attempt
   */
  const recordAttempt = (order, posted, now, { outcome, paymentStatus = order.paymentStatus }) => {
    const attempts = Array.isArray(order.payment?.attempts) ? order.payment.attempts : [];
    return updateUnchanged(order, {
      paymentStatus,
      payment: {
        ...(order.payment || {}),
        status: paymentStatus,
        attempts: [
          ...attempts.slice(1 - MAX_ATTEMPTS_KEPT),
          { at: now.toISOString(), code: posted.code, outcome, transactionId: posted.transactionId },
        ],
      },
    });
  };

  /**
   * Pays the order and, still pending, confirms it: the state machine's confirm, in the change log.
   *
   * @param {CardPaymentOrder} order
   * @param {CmiCallback} posted
   * @param {Date} now
   */
  const markPaid = (order, posted, now) =>
    strapi.db.transaction(async () => {
      const data = {
        paymentStatus: 'paid',
        ...(order.status === 'pending' ? { status: 'confirmed', confirmedAt: now } : {}),
        payment: {
          ...(order.payment || {}),
          method: 'cmi',
          status: 'paid',
          amount: Number(order.total),
          currency: 'MAD',
          transactionId: posted.transactionId,
          authCode: posted.authCode,
          paidAt: now.toISOString(),
        },
      };
      if (!(await updateUnchanged(order, data))) return false;
      if (data.status) {
        await strapi.service('api::change-log.change-log').record({
          summary: lifecycle.logSummary(order, 'confirm', data),
          by: messages.orderPaidByCard,
          at: now,
          subject: 'order',
          target: order.orderId,
          action: 'confirm',
          before: { status: order.status, paymentStatus: order.paymentStatus ?? null },
          after: { status: data.status, paymentStatus: 'paid' },
        });
      }
      return true;
    });

  /**
   * @param {CardPaymentOrder | null} order
   * @param {string} reason
   */
  const refuse = (order, reason) => {
    strapi.log.warn(`CMI callback refused${order ? ` for ${order.orderId}` : ''}: ${reason}`);
    return 'FAILURE';
  };

  /**
   * CMI's server-to-server callback. Only this marks a card order paid: a callback the gateway
   * could have sent (see readCallback), for the order, amount, currency and `rnd` of a form issued
   * for that order within its lifetime, accepted once. Answers the protocol's text: 'FAILURE',
   * 'ACTION=POSTAUTH' (or 'APPROVED' for a manual capture) when paid, 'APPROVED' to acknowledge a
   * declined attempt.
   *
   * @param {CmiFields} fields
   * @param {{ config: CmiConfig, now?: Date }} options
   * @param {boolean} [retried]
   * @returns {Promise<string>}
   */
  const callback = async (fields, { config, now = new Date() }, retried = false) => {
    const posted = readCallback(fields, config);
    if (!posted) return refuse(null, 'not a callback of the configured gateway');
    /** @type {CardPaymentOrder | null} */
    const order = posted.oid ? await orders().findOne({ where: { orderId: posted.oid } }) : null;
    if (!order) return refuse(null, 'unknown order');
    const mismatch = mismatchWith(posted, order);
    if (mismatch) return refuse(order, `${mismatch} differs from the form issued`);

    // Accepted once: the same callback again is answered the same, another transaction refused,
    // a declined attempt acknowledged; the order stays as it is.
    if (ACCEPTED.has(order.paymentStatus)) {
      if (!posted.approved) return 'APPROVED';
      return posted.transactionId === order.payment?.transactionId
        ? config.capture
        : refuse(order, 'already paid by another transaction');
    }
    if (order.status === 'cancelled') {
      await recordAttempt(order, posted, now, { outcome: 'refused: order cancelled' });
      return refuse(order, 'order cancelled');
    }
    if (formExpired(order, now)) {
      await recordAttempt(order, posted, now, { outcome: 'refused: form expired' });
      return refuse(order, 'form expired');
    }
    if (!posted.approved) {
      await recordAttempt(order, posted, now, { outcome: 'declined', paymentStatus: 'failed' });
      return 'APPROVED';
    }
    if (!(await markPaid(order, posted, now)))
      return retried ? refuse(order, 'changed meanwhile') : callback(fields, { config, now }, true);
    await sendPaidMail(order, posted.transactionId);
    return config.capture;
  };

  /**
   * The confirmation e-mail of a card payment, through the CMS's mail setup; never fails the callback.
   *
   * @param {CardPaymentOrder} order
   * @param {string | null} transactionId
   */
  const sendPaidMail = (order, transactionId) =>
    sendOrderMail(strapi, order, {
      subject: `Commande ${order.orderId} confirmée — paiement reçu`,
      lines: [
        `Paiement réussi! Votre commande ${order.orderId} a été confirmée.`,
        `Montant : ${amountText(order.total)} MAD${transactionId ? ` — transaction ${transactionId}` : ''}.`,
      ],
    });

  return { checkoutForm, callback };
};

module.exports = { createCmiPayment, amountText };
