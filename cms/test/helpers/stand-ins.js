'use strict';

// Stand-ins for Strapi's objects in the unit tests that run without Strapi: only the parts the code
// under test reads, given the type of the whole so that it can be passed where that is expected.

/**
 * A request's context.
 *
 * @param {object} parts
 * @returns {StrapiContext}
 */
const fakeContext = (parts) => /** @type {StrapiContext} */ (parts);

/**
 * The running CMS.
 *
 * @param {object} parts
 * @returns {Strapi}
 */
const fakeStrapi = (parts) => /** @type {Strapi} */ (parts);

module.exports = { fakeContext, fakeStrapi };
