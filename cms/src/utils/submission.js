'use strict';

/**
 * Answers a form submission: 201 with the new record's id and date, nothing else echoed.
 *
 * @param {StrapiContext} ctx
 * @param {{ documentId: string, createdAt?: unknown }} entry
 * @param {Record<string, unknown>} [extra]
 */
const respondCreated = (ctx, entry, extra = {}) => {
  ctx.status = 201;
  ctx.body = { data: { documentId: entry.documentId, createdAt: entry.createdAt, ...extra } };
};

module.exports = { respondCreated };
