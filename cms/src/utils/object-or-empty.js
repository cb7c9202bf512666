'use strict';

/**
 * A request's body or query parameter read as an object of unknown fields: anything else (absent,
 * a string, a number) reads as no field at all.
 *
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
const objectOrEmpty = (value) =>
  value && typeof value === 'object' ? /** @type {Record<string, unknown>} */ (value) : {};

module.exports = { objectOrEmpty };
