'use strict';

const crypto = require('node:crypto');
const messages = require('../../../messages');
const { badRequest, notFound } = require('../../../utils/domain-error');
const { amountText, sendOrderMail } = require('../../order/services/order-mail');
const { cmiHash, hasValidHash, callbackValue } = require('./cmi-hash');

const ORDER_UID = 'api::order.order';
const MAD = '504';

/** The posted fields, whatever their case ('oid', 'OID'…), as strings. */
const field = (fields, name) => {
  const entry = Object.entries(fields).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return entry ? callbackValue(entry[1]) : '';
};

/** Payment by card through CMI's hosted page: the signed form out, the verified callback in. */
const createCmiPayment = (strapi) => {
  const orders = () => strapi.db.query(ORDER_UID);

  /** The fields of the redirect form for one of the caller's unpaid card orders, HASH included. */
  const checkoutForm = async (user, orderId, { config, base, action }) => {
    const order =
      typeof orderId === 'string' && orderId
        ? await orders().findOne({ where: { orderId, owner: user.id } })
        : null;
    if (!order) throw notFound(messages.orderNotFound);
    if (order.paymentMethod !== 'cmi' || order.paymentStatus === 'paid' || order.status === 'cancelled')
      throw badRequest(messages.paymentNotPayable);
    const customer = order.customerInfo || {};
    const address = order.shippingAddress || {};
    const fields = {
      clientid: config.clientId,
      storetype: '3D_PAY_HOSTING',
      trantype: 'PreAuth',
      amount: amountText(order.total),
      currency: MAD,
      oid: order.orderId,
      okUrl: `${base}/api/payments/cmi/return?result=ok`,
      failUrl: `${base}/api/payments/cmi/return?result=fail`,
      callbackUrl: `${base}/api/payments/cmi/callback`,
      shopurl: `${base}/payment`,
      lang: 'fr',
      rnd: `${Date.now()}${crypto.randomInt(1e6)}`,
      hashAlgorithm: 'ver3',
      encoding: 'UTF-8',
      email: String(customer.email || ''),
      BillToName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      BillToStreet1: String(address.address || '').slice(0, 255),
      BillToCity: String(address.city || ''),
      BillToPostalCode: String(address.postalCode || ''),
      BillToCountry: MAD,
      tel: String(customer.phone || ''),
    };
    fields.HASH = cmiHash(fields, config.storeKey);
    return { action, fields };
  };

  /**
   * CMI's server-to-server callback. Only this marks a card order paid: the hash is recomputed with
   * the store key, the order found by oid and the amount compared with its stored total. Answers
   * the protocol's text: 'FAILURE', 'ACTION=POSTAUTH' (or 'APPROVED' for a manual capture) when
   * paid, 'APPROVED' to acknowledge a failed attempt.
   */
  const callback = async (fields, { config }) => {
    if (!fields || typeof fields !== 'object' || !hasValidHash(fields, config.storeKey)) return 'FAILURE';
    const order = await orders().findOne({ where: { orderId: field(fields, 'oid') } });
    if (!order || order.paymentMethod !== 'cmi') return 'FAILURE';
    const posted = Number.parseFloat(field(fields, 'amount').replace(',', '.'));
    if (!Number.isFinite(posted) || amountText(posted) !== amountText(order.total)) return 'FAILURE';

    const now = new Date();
    if (field(fields, 'ProcReturnCode') !== '00' || field(fields, 'Response') === 'Declined') {
      if (order.paymentStatus !== 'paid') {
        const attempts = Array.isArray(order.payment?.attempts) ? order.payment.attempts : [];
        await orders().update({
          where: { id: order.id },
          data: {
            paymentStatus: 'failed',
            payment: {
              ...(order.payment || {}),
              status: 'failed',
              attempts: [
                ...attempts.slice(-9),
                { at: now.toISOString(), code: field(fields, 'ProcReturnCode') || null },
              ],
            },
          },
        });
      }
      return 'APPROVED';
    }

    if (order.paymentStatus !== 'paid') {
      const confirms = order.status === 'pending';
      const transactionId = field(fields, 'TransId') || null;
      await orders().update({
        where: { id: order.id },
        data: {
          paymentStatus: 'paid',
          ...(confirms ? { status: 'confirmed', confirmedAt: now } : {}),
          payment: {
            ...(order.payment || {}),
            method: 'cmi',
            status: 'paid',
            amount: Number(order.total),
            currency: 'MAD',
            transactionId,
            authCode: field(fields, 'AuthCode') || null,
            paidAt: now.toISOString(),
          },
        },
      });
      await sendPaidMail(order, transactionId);
    }
    return config.capture;
  };

  /** The confirmation e-mail of a card payment, through the CMS's mail setup; never fails the callback. */
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
