'use strict';

const { SEARCHED_TYPES, kindOfType } = require('../search/documents');
const { LIVE_FIELDS } = require('../lib/response-cache/cached-content');
const { documentIdsOfWrite } = require('../lib/response-cache/tags');

const WRITE_EVENTS = {
  afterCreate: 'create',
  afterCreateMany: 'createMany',
  afterUpdate: 'update',
  afterUpdateMany: 'updateMany',
  afterDelete: 'delete',
  afterDeleteMany: 'deleteMany',
};

/** @typedef {import('../lib/response-cache/tags').WriteEvent & { model: { uid: string } }} LifecycleEvent */

/**
 * An order's stock or a review's rating: nothing the search reads.
 *
 * @param {string} uid
 * @param {string} action
 * @param {LifecycleEvent['params']} [params]
 */
const changesLiveFieldsOnly = (uid, action, params = {}) => {
  if (!action.startsWith('update') || !LIVE_FIELDS[uid]) return false;
  const fields = params.data && typeof params.data === 'object' ? Object.keys(params.data) : [];
  return fields.length > 0 && fields.every((field) => LIVE_FIELDS[uid].includes(field));
};

/**
 * The documents a write changed as search changes ({ kind, documentId }), or null when it does
 * not say which (a write of many rows by condition, an article category shown in articles).
 *
 * @param {string} uid
 * @param {string} action
 * @param {LifecycleEvent} event
 */
const changesOf = (uid, action, event) => {
  const kind = kindOfType(uid);
  const documentIds = kind ? documentIdsOfWrite(action, event) : null;
  return documentIds ? documentIds.map((documentId) => ({ kind, documentId })) : null;
};

/**
 * Tells the search service (api/search) of every write of searched content, whatever made it
 * (REST, the admin's content manager, a service, the seed), once it is committed: the next answer
 * of this process finds it, and other processes through the shared generation.
 *
 * @param {Strapi} strapi
 */
const watchSearchedContent = (strapi) => {
  /** @param {string} action */
  const onWrite = (action) => async (/** @type {LifecycleEvent} */ event) => {
    const uid = event.model.uid;
    if (changesLiveFieldsOnly(uid, action, event.params)) return undefined;
    const changes = changesOf(uid, action, event);
    const note = () => strapi.service('api::search.search').noteWrites(changes);
    if (!strapi.db.inTransaction()) return note();
    return strapi.db.transaction(
      (/** @type {{ onCommit: (callback: () => unknown) => void }} */ { onCommit }) => onCommit(note),
    );
  };
  strapi.db.lifecycles.subscribe({
    models: SEARCHED_TYPES,
    ...Object.fromEntries(Object.entries(WRITE_EVENTS).map(([event, action]) => [event, onWrite(action)])),
  });
};

module.exports = { watchSearchedContent };
