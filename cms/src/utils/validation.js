'use strict';

const MAX_EMAIL_LENGTH = 254;

/**
 * A trimmed string, or '' for anything that is not a string.
 *
 * @param {unknown} value
 */
const text = (value) => (typeof value === 'string' ? value.trim() : '');

/**
 * The {data: {...}} object of a Strapi write request, or {} when the body has another shape.
 *
 * @param {StrapiContext} ctx
 * @returns {Record<string, any>}
 */
const requestData = (ctx) => {
  const body = ctx.request.body;
  const data = body && typeof body === 'object' ? body.data : undefined;
  return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
};

module.exports = { text, requestData, MAX_EMAIL_LENGTH };
