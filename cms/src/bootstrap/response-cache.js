'use strict';

const { getResponseCache } = require('../lib/response-cache');
const { CACHED_CONTENT_TYPES } = require('../lib/response-cache/cached-content');
const { writeTags } = require('../lib/response-cache/tags');

const WRITE_EVENTS = {
  afterCreate: 'create',
  afterCreateMany: 'createMany',
  afterUpdate: 'update',
  afterUpdateMany: 'updateMany',
  afterDelete: 'delete',
  afterDeleteMany: 'deleteMany',
};

const purge = async (strapi, tags) => {
  try {
    await getResponseCache().purge(tags);
  } catch (error) {
    strapi.log.error(`Response cache purge failed (${tags.join(', ')}): ${error.message}`);
  }
};

/**
 * Purges from the response cache what a database write changes, whatever made the write (REST,
 * a service, the seed, a raw update announced as a lifecycle event). Outside a transaction the
 * purge is awaited at once; inside one it waits for the commit (a read between the write and
 * the commit still sees the old rows): a request's purges are awaited by the response-cache
 * middleware before the write answers, others run at commit.
 */
const watchCachedContent = (strapi) => {
  const onWrite = (action) => async (event) => {
    const tags = writeTags(action, event.model.uid, event);
    if (!strapi.db.inTransaction()) return purge(strapi, tags);
    const ctx = strapi.requestContext.get();
    if (ctx?.state) {
      ctx.state.cachePurgesAfterCommit = [...(ctx.state.cachePurgesAfterCommit ?? []), ...tags];
      return undefined;
    }
    return strapi.db.transaction(async ({ onCommit }) => onCommit(() => purge(strapi, tags)));
  };
  strapi.db.lifecycles.subscribe({
    models: CACHED_CONTENT_TYPES,
    ...Object.fromEntries(Object.entries(WRITE_EVENTS).map(([event, action]) => [event, onWrite(action)])),
  });
};

/** Runs the purges a request's transactions left for after their commit. */
const purgeAfterCommit = async (strapi, ctx) => {
  const pending = ctx.state.cachePurgesAfterCommit;
  if (!pending) return;
  delete ctx.state.cachePurgesAfterCommit;
  await purge(strapi, [...new Set(pending)]);
};

module.exports = { watchCachedContent, purgeAfterCommit };
