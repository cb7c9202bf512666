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

/** purge, hold or release `tags`; a failure is logged (the write itself has happened). */
const change = async (strapi, mode, tags) => {
  try {
    return await getResponseCache()[mode](tags);
  } catch (error) {
    strapi.log.error(`Response cache ${mode} failed (${tags.join(', ')}): ${error.message}`);
    return undefined;
  }
};

/**
 * Empties from the response cache what a database write changes, whatever made the write (REST,
 * the content manager, a service, the seed, a raw update announced as a lifecycle event), before
 * the write goes on. Outside a transaction the write is committed: its answers are purged. Inside
 * one they are purged and their tags held until the commit or rollback, so that no process caches
 * the rows it still reads as they were: no answer is ever served stale, whether the release after
 * the commit has run yet or not.
 */
const watchCachedContent = (strapi) => {
  const onWrite = (action) => async (event) => {
    const tags = writeTags(action, event.model.uid, event);
    if (!strapi.db.inTransaction()) return change(strapi, 'purge', tags);
    await change(strapi, 'hold', tags);
    return strapi.db.transaction(async ({ onCommit, onRollback }) => {
      const release = () => change(strapi, 'release', tags);
      onCommit(release);
      onRollback(release);
    });
  };
  strapi.db.lifecycles.subscribe({
    models: CACHED_CONTENT_TYPES,
    ...Object.fromEntries(Object.entries(WRITE_EVENTS).map(([event, action]) => [event, onWrite(action)])),
  });
};

module.exports = { watchCachedContent };
