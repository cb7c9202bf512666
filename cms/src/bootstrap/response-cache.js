'use strict';

const { responseCache, CACHED_CONTENT_TYPES } = require('../utils/response-cache');

const WRITE_EVENTS = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
];

/**
 * Empties the response cache on any write to a cached content type, whatever made the write.
 * Inside a transaction it is emptied again at commit: a read made between the write and the
 * commit saw the old rows and must not stay cached.
 */
const watchCachedContent = (strapi) => {
  const invalidate = async () => {
    responseCache.invalidate();
    if (strapi.db.inTransaction()) {
      await strapi.db.transaction(async ({ onCommit }) => onCommit(() => responseCache.invalidate()));
    }
  };
  strapi.db.lifecycles.subscribe({
    models: CACHED_CONTENT_TYPES,
    ...Object.fromEntries(WRITE_EVENTS.map((event) => [event, invalidate])),
  });
};

module.exports = { watchCachedContent };
