'use strict';

/**
 * Extends strapi::security (helmet: CSP, HSTS, frame and referrer policies…) to work its headers
 * out once for the content API (registered from src/index.js; Strapi requires that name in
 * config/middlewares.js). Strapi's middleware builds a new helmet configuration and a new helmet
 * for every request (deep defaults, CSP directives checked and joined): 1-4 % of the CPU under
 * load. On /api/ its headers depend only on the configuration (Strapi varies them for GETs of the
 * documentation and, in development, of the admin panel): they are recorded from Strapi's own
 * middleware once and set as they are on every such request. Other paths go through Strapi's.
 *
 * @param {StrapiMiddlewareFactory} strapiSecurityFactory
 * @returns {StrapiMiddlewareFactory}
 */
const recordingSecurityHeaders =
  (strapiSecurityFactory) =>
  (config, { strapi }) => {
    const strapiSecurity = /** @type {StrapiMiddleware} */ (strapiSecurityFactory(config, { strapi }));
    const apiPath = `${strapi.config.get('api.rest.prefix', '/api')}/`;
    const variesPerRequest = Boolean(strapi.plugin('graphql') || strapi.plugin('documentation'));
    /** @typedef {{ set: [string, string | number | readonly string[]][], removed: string[] }} RecordedHeaders */
    /** @type {Promise<RecordedHeaders | null> | null} */
    let recorded = null;

    /** The headers Strapi's middleware sets and removes on a content API request. */
    const record = async () => {
      /** @type {RecordedHeaders} */
      const headers = { set: [], removed: [] };
      const res = {
        /** @type {(name: string, value: string | number | readonly string[]) => number} */
        setHeader: (name, value) => headers.set.push([name, value]),
        /** @type {(name: string) => number} */
        removeHeader: (name) => headers.removed.push(name),
        getHeader: () => undefined,
      };
      // helmet reads and writes only these parts of the request's context
      const requestParts = { method: 'GET', path: apiPath, url: apiPath, req: { headers: {} }, res };
      await strapiSecurity(
        /** @type {StrapiContext} */ (/** @type {unknown} */ (requestParts)),
        async () => {},
      );
      return headers;
    };

    return async (ctx, next) => {
      if (variesPerRequest || !ctx.path.startsWith(apiPath)) return strapiSecurity(ctx, next);
      recorded ??= record().catch((error) => {
        strapi.log.warn(`Security headers not recorded, worked out per request: ${error.message}`);
        return null;
      });
      const headers = await recorded;
      if (!headers) return strapiSecurity(ctx, next);
      const { set, removed } = headers;
      for (const [name, value] of set) ctx.res.setHeader(name, value);
      for (const name of removed) ctx.res.removeHeader(name);
      return next();
    };
  };

module.exports = { recordingSecurityHeaders };
