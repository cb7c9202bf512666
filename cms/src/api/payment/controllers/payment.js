'use strict';

const { objectOrEmpty } = require('../../../utils/object-or-empty');
const messages = require('../../../messages');
const { unauthorized } = require('../../../utils/domain-error');
const { requestData, text } = require('../../../utils/validation');
const { cmiConfig } = require('../services/cmi-config');
const { createCmiPayment } = require('../services/cmi-payment');
const { isFormRequest } = require('../services/cmi-protocol');
const gateway = require('../services/test-gateway');

/**
 * The posted form (urlencoded or JSON), values as strings.
 *
 * @param {StrapiContext} ctx
 * @returns {CmiFields}
 */
const postedFields = (ctx) => {
  return Object.fromEntries(
    Object.entries(objectOrEmpty(ctx.request.body)).map(([name, value]) => [
      name,
      Array.isArray(value) ? String(value[0]) : String(value ?? ''),
    ]),
  );
};

/**
 * @param {StrapiContext} ctx
 * @param {number} status
 * @param {string} body
 */
const html = (ctx, status, body) => {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
};

/** @param {{ strapi: Strapi }} context */
module.exports = ({ strapi }) => {
  const payment = createCmiPayment(strapi);

  /**
   * A signed request of the test gateway: exactly the form's fields, signed with the store key.
   *
   * @param {CmiFields} fields
   * @param {CmiGatewayConfig} config
   */
  const isSignedRequest = (fields, config) =>
    isFormRequest(fields) && gateway.hasValidHash(fields, config.storeKey);

  return {
    /**
     * GET /payments/cmi/mode: how card payments are taken ('live', 'test' or 'off'), for the payment page.
     *
     * @param {StrapiContext} ctx
     */
    async mode(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { mode: cmiConfig().mode } };
    },

    /**
     * POST /payments/cmi/checkout {data: {orderId}}: the signed fields of the redirect form.
     *
     * @param {StrapiContext} ctx
     */
    async checkout(ctx) {
      const user = ctx.state.user;
      if (!user) throw unauthorized(messages.loginRequired);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        data: await payment.checkoutForm(user, text(requestData(ctx).orderId), { config: cmiConfig() }),
      };
    },

    /**
     * POST /payments/cmi/callback: CMI's server-to-server call; plain-text answer of the protocol.
     *
     * @param {StrapiContext} ctx
     */
    async callback(ctx) {
      let answer = 'FAILURE';
      try {
        answer = await payment.callback(postedFields(ctx), { config: cmiConfig() });
      } catch (error) {
        strapi.log.error(`CMI callback failed: ${error.message}`);
      }
      ctx.status = 200;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = answer;
    },

    /**
     * okUrl / failUrl: the browser comes back; only shows the result, never marks anything paid.
     *
     * @param {StrapiContext} ctx
     */
    async back(ctx) {
      const fields = { ...ctx.query, ...postedFields(ctx) };
      const oid = text(fields.oid || fields.OID).slice(0, 40);
      const result = ctx.query.result === 'ok' ? 'ok' : 'echec';
      ctx.status = 303;
      ctx.redirect(`/payment?commande=${encodeURIComponent(oid)}&paiement=${result}`);
    },

    /**
     * The local test gateway's card page (only with PAYMENT_TEST_GATEWAY=on and no real gateway).
     *
     * @param {StrapiContext} ctx
     */
    async testGateway(ctx) {
      const config = cmiConfig();
      if (!config.testGateway) return ctx.notFound();
      const fields = postedFields(ctx);
      if (!isSignedRequest(fields, config)) return html(ctx, 400, gateway.invalidRequestPage());
      return html(ctx, 200, gateway.cardForm(fields));
    },

    /**
     * The test gateway takes the card, calls the shop's callback, then sends the browser back, both
     * at the configured addresses (never at addresses read from the request).
     *
     * @param {StrapiContext} ctx
     */
    async testGatewayPay(ctx) {
      const config = cmiConfig();
      if (!config.testGateway) return ctx.notFound();
      const posted = postedFields(ctx);
      const card = {
        number: posted.card_number,
        holder: posted.card_holder,
        expiry: posted.card_expiry,
        cvv: posted.card_cvv,
      };
      const fields = Object.fromEntries(Object.entries(posted).filter(([name]) => !name.startsWith('card_')));
      if (!isSignedRequest(fields, config)) return html(ctx, 400, gateway.invalidRequestPage());
      const errors = gateway.checkCard(card);
      if (Object.keys(errors).length > 0) {
        const { number, holder, expiry } = card;
        return html(ctx, 422, gateway.cardForm(fields, { errors, values: { number, holder, expiry } }));
      }
      const result = gateway.authorise(card.number);
      const callbackFields = gateway.callbackFields(fields, result, config.storeKey, { card: card.number });
      try {
        const response = await fetch(config.urls.callbackUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(callbackFields).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        strapi.log.info(`Test gateway callback for ${fields.oid}: ${await response.text()}`);
      } catch (error) {
        strapi.log.error(`Test gateway could not reach the callback: ${error.message}`);
      }
      const approved = result.ProcReturnCode === '00';
      return html(
        ctx,
        200,
        gateway.resultPage(approved, approved ? config.urls.okUrl : config.urls.failUrl, callbackFields),
      );
    },
  };
};
