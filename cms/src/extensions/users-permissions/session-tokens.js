'use strict';

const USER_UID = 'plugin::users-permissions.user';

/**
 * A token is valid only if it was issued after the user's `tokensValidAfter`: signing out and any
 * password change (change, reset, admin) move that date on, which ends every token issued before,
 * on every CMS process, without keeping a list of tokens.
 */
const TOKEN_ATTRIBUTES = {
  tokensValidAfter: { type: 'datetime', private: true, configurable: false },
};

/** Issue time in milliseconds: the standard `iat` (seconds) cannot tell a token issued just before a sign-out. */
const ISSUED_AT_CLAIM = 'iatMs';

const invalidToken = () => new Error('Invalid token.');

const isStillValid = (payload, user) => {
  if (!user || typeof payload[ISSUED_AT_CLAIM] !== 'number') return false;
  const validAfter = user.tokensValidAfter ? new Date(user.tokensValidAfter).getTime() : 0;
  return payload[ISSUED_AT_CLAIM] >= validAfter;
};

/** The users-permissions JWT service, with tokens that carry their issue time and can be ended. */
const revocableJwtService = (jwtService) => (context) => {
  const base = jwtService(context);
  const { strapi } = context;
  return {
    ...base,
    issue(payload, options) {
      const claims = payload && payload.toJSON ? payload.toJSON() : payload;
      return base.issue({ ...claims, [ISSUED_AT_CLAIM]: Date.now() }, options);
    },
    async verify(token) {
      const payload = await base.verify(token);
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ where: { id: payload.id }, select: ['id', 'tokensValidAfter'] });
      if (!isStillValid(payload, user)) throw invalidToken();
      return payload;
    },
  };
};

const endTokensOf = (strapi, userId) =>
  strapi.db.query(USER_UID).update({ where: { id: userId }, data: { tokensValidAfter: new Date() } });

/** POST /api/auth/logout: ends every token of the signed-in user (all devices). */
const logout =
  ({ strapi }) =>
  async (ctx) => {
    if (!ctx.state.user) return ctx.unauthorized('Missing authentication');
    await endTokensOf(strapi, ctx.state.user.id);
    ctx.status = 204;
    return undefined;
  };

/** A new password, however it is set, ends the tokens issued before it. */
const endTokensOnPasswordChange = (strapi) =>
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeUpdate(event) {
      const { data } = event.params;
      if (data && data.password) data.tokensValidAfter = new Date();
    },
  });

module.exports = { TOKEN_ATTRIBUTES, revocableJwtService, logout, endTokensOnPasswordChange };
