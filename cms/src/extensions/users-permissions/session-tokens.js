'use strict';

const crypto = require('node:crypto');

const USER_UID = 'plugin::users-permissions.user';
const SECRET_PATH = 'plugin::users-permissions.jwtSecret';

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

/**
 * The plugin's JWT service, as made for a plugin context.
 *
 * @typedef {{ issue(payload: object, options?: object): string, verify(token: string): Promise<TokenPayload> }} JwtService
 * @typedef {{ id: unknown } & Record<string, unknown>} TokenPayload
 * @typedef {{ fetchAuthenticatedUser(id: unknown): Promise<unknown> }} UserService
 * @typedef {{ strapi: Strapi }} PluginContext
 */

const invalidToken = () => new Error('Invalid token.');

/**
 * @param {Record<string, unknown>} payload
 * @param {{ tokensValidAfter?: string | Date | null } | null} user
 */
const isStillValid = (payload, user) => {
  if (!user || typeof payload[ISSUED_AT_CLAIM] !== 'number') return false;
  const validAfter = user.tokensValidAfter ? new Date(user.tokensValidAfter).getTime() : 0;
  return /** @type {number} */ (payload[ISSUED_AT_CLAIM]) >= validAfter;
};

// The user a request's token was checked against, on its Koa context's state.
const VERIFIED_USER = Symbol('user of the verified token');

/**
 * A request's state, seen as the holder of its verified user.
 *
 * @param {object} state
 */
const holder = (state) => /** @type {{ [VERIFIED_USER]?: { id: unknown } | null }} */ (state);

/**
 * The users-permissions JWT service, with tokens that carry their issue time and can be ended. The
 * user read to check a token is read as the plugin's authentication then reads it (with its role)
 * and kept for the request (userReadWithToken): one query instead of two.
 *
 * @param {(context: PluginContext) => JwtService} jwtService
 * @returns {(context: PluginContext) => JwtService}
 */
const revocableJwtService = (jwtService) => (context) => {
  const base = jwtService(context);
  const { strapi } = context;
  return {
    ...base,
    /**
     * @param {{ toJSON?: () => object }} payload
     * @param {object} [options]
     */
    issue(payload, options) {
      const claims = payload && payload.toJSON ? payload.toJSON() : payload;
      return base.issue({ ...claims, [ISSUED_AT_CLAIM]: Date.now() }, options);
    },
    /** @param {string} token */
    async verify(token) {
      const payload = await base.verify(token);
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: payload.id }, populate: ['role'] });
      if (!isStillValid(payload, user)) throw invalidToken();
      const request = strapi.requestContext.get();
      if (request?.state) holder(request.state)[VERIFIED_USER] = user;
      return payload;
    },
  };
};

/**
 * The users-permissions user service, whose fetchAuthenticatedUser (the strategy's read of the
 * token's user with its role, right after the token is verified) answers the user the token was
 * just checked against in the same request, once, instead of reading it again.
 *
 * @param {UserService | ((context: PluginContext) => UserService)} userService
 * @returns {(context: PluginContext) => UserService}
 */
const userReadWithToken = (userService) => (context) => {
  const base = typeof userService === 'function' ? userService(context) : userService;
  const { strapi } = context;
  return {
    ...base,
    /** @param {unknown} id */
    fetchAuthenticatedUser(id) {
      const request = strapi.requestContext.get();
      const state = request?.state ? holder(request.state) : undefined;
      const verified = state?.[VERIFIED_USER];
      if (!state || !verified || String(verified.id) !== String(id)) return base.fetchAuthenticatedUser(id);
      delete state[VERIFIED_USER];
      return Promise.resolve(verified);
    },
  };
};

/**
 * Keeps the plugin's JWT secret as a secret key object, made once. Given a string, jsonwebtoken
 * first tries to read it as a public key (an OpenSSL parse and a thrown error) at every token it
 * signs or verifies, before making the same secret key: 5-7 % of the CPU under the mixed benchmark.
 * Tokens are the same (HS256 over the secret's bytes), so those signed from the string stay valid.
 *
 * @param {Strapi} strapi
 */
const keepJwtSecretAsKey = (strapi) => {
  const secret = strapi.config.get(SECRET_PATH);
  if (typeof secret === 'string' && secret !== '')
    strapi.config.set(SECRET_PATH, crypto.createSecretKey(Buffer.from(secret)));
};

/**
 * @param {Strapi} strapi
 * @param {unknown} userId
 */
const endTokensOf = (strapi, userId) =>
  strapi.db.query(USER_UID).update({ where: { id: userId }, data: { tokensValidAfter: new Date() } });

/** POST /api/auth/logout: ends every token of the signed-in user (all devices). */
const logout =
  (/** @type {PluginContext} */ { strapi }) =>
  async (/** @type {StrapiContext} */ ctx) => {
    if (!ctx.state.user) return ctx.unauthorized('Missing authentication');
    await endTokensOf(strapi, ctx.state.user.id);
    ctx.status = 204;
    return undefined;
  };

/**
 * A new password, however it is set, ends the tokens issued before it.
 *
 * @param {Strapi} strapi
 */
const endTokensOnPasswordChange = (strapi) =>
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    /** @param {{ params: { data?: Record<string, unknown> } }} event */
    beforeUpdate(event) {
      const { data } = event.params;
      if (data && data.password) data.tokensValidAfter = new Date();
    },
  });

module.exports = {
  TOKEN_ATTRIBUTES,
  revocableJwtService,
  userReadWithToken,
  logout,
  endTokensOnPasswordChange,
  keepJwtSecretAsKey,
};
