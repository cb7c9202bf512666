'use strict';

const { objectOrEmpty } = require('../../utils/object-or-empty');
const { forms } = require('../../domain/shared-rules');
const { badRequest } = require('../../utils/domain-error');

/**
 * POST /api/auth/forgot-password, answered `{ok: true}` as soon as the address is well formed,
 * before any account is looked up: the lookup, the reset token and the mail happen after the
 * answer, so its timing no longer tells whether an account has this address (they took 21 ms
 * against 8 ms). A failure of that work is logged, never answered.
 *
 * @param {(ctx: StrapiContext) => Promise<unknown>} forgotPassword the plugin's action
 * @param {{ strapi: Strapi }} context
 */
const answerBeforeLookup =
  (forgotPassword, { strapi }) =>
  async (/** @type {StrapiContext} */ ctx) => {
    const body = objectOrEmpty(ctx.request.body);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const problem = forms.validateNewsletter(email);
    if (problem) throw badRequest(problem);

    // a context of its own, with what the plugin's action reads (the body, the auth) and a send
    const detached = /** @type {StrapiContext} */ (
      /** @type {unknown} */ ({
        request: { body: { email } },
        state: { auth: ctx.state.auth },
        send: () => {},
      })
    );
    setImmediate(() =>
      forgotPassword(detached).catch((/** @type {Error} */ error) =>
        strapi.log.error(`Reset-password mail not sent: ${error.message}`),
      ),
    );
    ctx.send({ ok: true });
  };

module.exports = { answerBeforeLookup };
