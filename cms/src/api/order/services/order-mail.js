'use strict';

/** @param {StoredDecimal | undefined} total */
const amountText = (total) => Number(total).toFixed(2);

/**
 * The fields of an order its e-mails read.
 * @typedef {Pick<StoredOrder, 'orderId' | 'customerInfo' | 'trackingNumber' | 'total'>} MailedOrder
 */

/**
 * Sends an order's e-mail to its customer through the CMS's mail setup (the outbox file without
 * EMAIL_PROVIDER). `lines` are the message's paragraphs; a failure is logged and never thrown, so
 * the order or the payment it follows always stands.
 *
 * @param {Strapi} strapi
 * @param {MailedOrder} order
 * @param {{ subject: string, lines: string[] }} message
 */
const sendOrderMail = async (strapi, order, { subject, lines }) => {
  const to = order.customerInfo && order.customerInfo.email;
  if (!to) return;
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to,
        subject,
        text: [
          `Bonjour ${order.customerInfo?.firstName || ''},`.trim(),
          '',
          ...lines,
          order.trackingNumber ? `Numéro de suivi : ${order.trackingNumber}.` : '',
          '',
          'ChargeMaroc',
        ]
          .filter((line, index, all) => line !== '' || all[index - 1] !== '')
          .join('\n'),
      });
  } catch (error) {
    strapi.log.warn(`Mail for order ${order.orderId} not sent: ${error.message}`);
  }
};

/**
 * The confirmation of an order paid on delivery, sent when it is placed.
 *
 * @param {Strapi} strapi
 * @param {MailedOrder} order
 */
const sendCashOrderMail = (strapi, order) =>
  sendOrderMail(strapi, order, {
    subject: `Commande ${order.orderId} enregistrée — paiement à la livraison`,
    lines: [
      `Commande confirmée! Vous paierez à la livraison. Votre commande ${order.orderId} est enregistrée.`,
      `Montant à régler à la livraison : ${amountText(order.total)} MAD.`,
    ],
  });

module.exports = { amountText, sendOrderMail, sendCashOrderMail };
