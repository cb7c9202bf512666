'use strict';

const {
  AGGREGATES,
  CACHED_PATHS,
  EMBEDDED_IN,
  LIVE_FIELDS,
  OPAQUE_PATHS,
  PATH_TYPES,
  SEARCH_PATHS,
} = require('./cached-content');
const { SEARCHED_TYPES } = require('../../search/documents');

// Tags link a cached answer to the writes that change it:
//   doc:<documentId>      the answer shows this document (top level, relation or media)
//   live:<documentId>     the document's live record (cached-content LIVE_FIELDS), and any answer
//                         showing those fields as they were rather than as holes filled at each read
//   list:<uid>            a list or aggregate of the type: a new or deleted document may change it
//   field:<uid>:<name>    a list filtering or sorting on the field, an aggregate of it
//   filtered:<uid>        a list filtering or sorting on anything (for writes that do not say what changed)
//   uid:<uid>             any answer of the type (for writes that do not say which documents)
//   any:<uid>             an answer no finer tag can follow (the OCM endpoint)

const MAX_DEPTH = 6;

/**
 * Every documentId shown in an answer, however deep (relations, media).
 *
 * @param {unknown} value
 * @param {Set<string>} [found]
 * @returns {Set<string>}
 */
const documentIdsIn = (value, found = new Set(), depth = 0) => {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) documentIdsIn(item, found, depth + 1);
    return found;
  }
  const { documentId } = /** @type {{ documentId?: unknown }} */ (value);
  if (typeof documentId === 'string') found.add(documentId);
  for (const child of Object.values(value)) documentIdsIn(child, found, depth + 1);
  return found;
};

/**
 * Attribute names in `filters[...]` keys and `sort` values of a query string.
 *
 * @param {URLSearchParams} searchParams
 */
const filteredAndSortedFields = (searchParams) => {
  /** @type {Set<string>} */
  const fields = new Set();
  for (const [key, value] of searchParams) {
    const segments = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
    const head = key.split('[')[0];
    if (head === 'filters') {
      for (const segment of segments)
        if (segment && !segment.startsWith('$') && !/^\d+$/.test(segment)) fields.add(segment);
    } else if (head === 'sort') {
      const named = segments.find((segment) => segment && !/^\d+$/.test(segment));
      if (named) fields.add(named);
      for (const part of value.split(',')) if (part.trim()) fields.add(part.split(':')[0].trim());
    }
  }
  return fields;
};

/**
 * The content type a cached path reads, or null.
 *
 * @param {string} path
 * @returns {string | null}
 */
const uidOfPath = (path) => {
  const match = CACHED_PATHS.exec(path);
  return match ? PATH_TYPES[match[1]] : null;
};

/**
 * Tags of one cached answer: which writes must purge it.
 *
 * @param {string} path
 * @param {string} search
 * @param {unknown} body
 */
const answerTags = (path, search, body) => {
  if (SEARCH_PATHS.test(path)) return SEARCHED_TYPES.map((type) => `any:${type}`);
  const uid = uidOfPath(path);
  if (!uid) return [];
  const tags = new Set([`uid:${uid}`]);
  if (OPAQUE_PATHS.test(path)) return [...tags, `any:${uid}`];
  const aggregate = AGGREGATES[path];
  if (aggregate) {
    const fieldTags = aggregate.fields.map((field) => `field:${uid}:${field}`);
    return [...tags, `list:${uid}`, `filtered:${uid}`, ...fieldTags];
  }

  for (const documentId of documentIdsIn(body)) tags.add(`doc:${documentId}`);
  const isList = Array.isArray(/** @type {{ data?: unknown } | null | undefined} */ (body)?.data);
  if (isList) {
    tags.add(`list:${uid}`);
    const params = new URLSearchParams(search);
    const fields = filteredAndSortedFields(params);
    for (const field of fields) tags.add(`field:${uid}:${field}`);
    if (fields.size > 0 || params.has('_q')) tags.add(`filtered:${uid}`);
  }
  return [...tags];
};

/**
 * The documentIds a write's `where` names, or null when it names none.
 *
 * @param {WhereClause | undefined} where
 * @returns {string[] | null}
 */
const documentIdsOfWhere = (where) => {
  const condition = where?.documentId;
  if (typeof condition === 'string') return [condition];
  const operators = /** @type {{ $in?: unknown, $eq?: unknown } | null | undefined} */ (condition);
  if (Array.isArray(operators?.$in)) return operators.$in.filter((id) => typeof id === 'string');
  if (typeof operators?.$eq === 'string') return [operators.$eq];
  return null;
};

/**
 * A write's `where`, as far as it is read here: its documentId condition (a value, $in or $eq).
 * @typedef {{ documentId?: unknown } & Record<string, unknown>} WhereClause
 */
/**
 * @typedef {{ params?: { where?: WhereClause, data?: unknown }, result?: { documentId?: unknown } }} WriteEvent
 * a database lifecycle event's parts read here
 */

/**
 * The documentIds a write event names: its row's for one row, its `where`'s for many, else null.
 * @param {string} action
 * @param {WriteEvent} [event]
 */
const documentIdsOfWrite = (action, { params = {}, result } = {}) =>
  !action.endsWith('Many') && typeof result?.documentId === 'string'
    ? [result.documentId]
    : documentIdsOfWhere(params.where);

/** @param {string} uid */
const embeddingTypes = (uid) => [uid, ...(EMBEDDED_IN[uid] || [])];

/**
 * Whether an update changes only fields whose cached answers keep holes for them.
 *
 * @param {string} uid
 * @param {string[]} fields
 */
const changesLiveFieldsOnly = (uid, fields) =>
  Boolean(LIVE_FIELDS[uid]) && fields.length > 0 && fields.every((field) => LIVE_FIELDS[uid].includes(field));

/**
 * Tags a database write purges. `action` is create, update or delete (one row, with `result`)
 * or their Many forms (with `params.where`). An update that names its fields (`params.data`)
 * keeps the lists that neither filter nor sort on them; a raw write announced without data
 * purges every filtered or sorted list of the type. An update of live fields only (stock,
 * rating) empties the documents' live records, not the answers showing them.
 * @param {string} action
 * @param {string} uid
 * @param {WriteEvent} [event]
 */
const writeTags = (action, uid, { params = {}, result } = {}) => {
  const kind = action.replace(/Many$/, '');
  const documentIds = documentIdsOfWrite(action, { params, result });
  const fields =
    kind === 'update' && params.data && typeof params.data === 'object' ? Object.keys(params.data) : null;
  const documentTag = fields && changesLiveFieldsOnly(uid, fields) ? 'live' : 'doc';
  const tags = new Set([`any:${uid}`]);
  if (documentIds) for (const documentId of documentIds) tags.add(`${documentTag}:${documentId}`);
  else if (kind !== 'create') for (const type of embeddingTypes(uid)) tags.add(`uid:${type}`);
  if (kind !== 'update') tags.add(`list:${uid}`);
  if (kind === 'update') {
    if (fields) for (const field of fields) tags.add(`field:${uid}:${field}`);
    else tags.add(`filtered:${uid}`);
  }
  return [...tags];
};

module.exports = {
  answerTags,
  writeTags,
  documentIdsIn,
  documentIdsOfWrite,
  filteredAndSortedFields,
  uidOfPath,
};
