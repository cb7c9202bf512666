'use strict';

const crypto = require('node:crypto');
const { LIVE_FIELDS } = require('./cached-content');

/** @typedef {import('./index').LiveTemplate} LiveTemplate */
/** @typedef {import('./index').LiveRecord} LiveRecord */

/**
 * The live fields of a type, or undefined for a type without.
 *
 * @param {string} uid
 * @returns {string[] | undefined}
 */
const liveFieldsOf = (uid) => LIVE_FIELDS[uid];

// Documents of a type with live fields are shown only at the top level of their own type's
// answers (no cached type has a relation to them): only those are cut into holes.

/**
 * A document of an answer's data: its documentId and fields.
 * @typedef {{ documentId: string } & Record<string, unknown>} ShownDocument
 */
/**
 * A JSON answer of the content API: data is a document, a list of them, or anything else.
 * @typedef {{ data?: unknown } & Record<string, unknown>} AnswerBody
 */

/**
 * @param {unknown} item
 * @returns {item is ShownDocument}
 */
const isShownDocument = (item) =>
  Boolean(item) &&
  typeof item === 'object' &&
  typeof (/** @type {{ documentId?: unknown }} */ (item).documentId) === 'string';

/** @param {AnswerBody | null | undefined} body */
const topLevelDocuments = (body) => {
  const data = body?.data;
  /** @type {unknown[]} */
  const items = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  return items.filter(isShownDocument);
};

/** @param {string} text */
const shortHash = (text) => crypto.createHash('sha1').update(text).digest('base64url').slice(0, 16);

/**
 * Cuts a JSON answer of type `uid` around the live fields of the documents it lists. Answers
 * null when it shows none, else {template, shown, records}: template = {uid, ids, slots,
 * segments, tag} (slots[i] = [index in ids, field], the value of slot i goes between segments i
 * and i+1), shown = the live values the answer shows (in the order of ids) and records = the
 * complete ones, per documentId.
 *
 * @param {string} uid
 * @param {AnswerBody} body
 */
const cutLiveFields = (uid, body) => {
  const fields = liveFieldsOf(uid);
  if (!fields) return null;
  const documents = topLevelDocuments(body);
  /** @type {string[]} */
  const ids = [];
  /** @type {[number, string][]} */
  const slots = [];
  /** @type {LiveRecord[]} */
  const shown = [];
  /** @type {Map<string, LiveRecord>} */
  const records = new Map();
  const marker = `\u0000${crypto.randomUUID()}\u0000`;
  /** @type {Map<unknown, ShownDocument>} */
  const copies = new Map();
  for (const document of documents) {
    const present = fields.filter((field) => document[field] !== undefined);
    if (present.length === 0 || copies.has(document)) continue;
    const index = ids.push(document.documentId) - 1;
    /** @type {ShownDocument} */
    const copy = { ...document };
    // Slots follow the order in which JSON.stringify writes the keys.
    for (const key of Object.keys(copy))
      if (present.includes(key)) {
        slots.push([index, key]);
        copy[key] = marker;
      }
    copies.set(document, copy);
    const record = Object.fromEntries(present.map((field) => [field, document[field]]));
    shown.push(record);
    if (present.length === fields.length) records.set(document.documentId, record);
  }
  if (slots.length === 0) return null;
  const data = Array.isArray(body.data)
    ? body.data.map((/** @type {unknown} */ item) => copies.get(item) ?? item)
    : (copies.get(body.data) ?? body.data);
  const segments = JSON.stringify({ ...body, data }).split(JSON.stringify(marker));
  if (segments.length !== slots.length + 1) return null;
  /** @type {LiveTemplate} */
  const template = { uid, ids, slots, segments, tag: shortHash(segments.join('\u0000')) };
  return { template, shown, records };
};

// The last answer filled from a template, by template: read again while the same record objects
// are cached (the memory store keeps both), it is served as it is.
/** @type {WeakMap<LiveTemplate, { records: (LiveRecord | null)[], answer: { etag: string, body: Buffer } }>} */
const lastFilled = new WeakMap();

/**
 * The answer of a template with the live records of its documents (in the order of
 * template.ids): {etag, body}, the ETag changing with the template and with the values.
 *
 * @param {LiveTemplate} template
 * @param {(LiveRecord | null)[]} records
 */
const fillLiveFields = (template, records) => {
  const last = lastFilled.get(template);
  if (last && last.records.every((record, index) => record === records[index])) return last.answer;
  const values = template.slots.map(([index, field]) => JSON.stringify(records[index]?.[field] ?? null));
  let body = template.segments[0];
  for (let slot = 0; slot < values.length; slot += 1) body += values[slot] + template.segments[slot + 1];
  const answer = { etag: `"${template.tag}.${shortHash(values.join(','))}"`, body: Buffer.from(body) };
  lastFilled.set(template, { records: [...records], answer });
  return answer;
};

/**
 * Whether a record holds every live field of its type.
 *
 * @param {string} uid
 * @param {LiveRecord | null | undefined} record
 * @returns {record is LiveRecord}
 */
const isCompleteRecord = (uid, record) =>
  Boolean(record) && (liveFieldsOf(uid) ?? []).every((field) => record?.[field] !== undefined);

/**
 * The live records of `documentIds` as the database holds them now: Map(documentId → record).
 *
 * @param {Strapi} strapi
 * @param {string} uid a type with live fields
 * @param {string[]} documentIds
 * @returns {Promise<Map<string, LiveRecord>>}
 */
const readLiveRecords = async (strapi, uid, documentIds) => {
  const fields = liveFieldsOf(uid) ?? [];
  /** @type {({ documentId: string } & LiveRecord)[]} */
  const rows = await strapi.db.query(/** @type {import('@strapi/strapi').UID.Schema} */ (uid)).findMany({
    where: { documentId: { $in: documentIds } },
    select: ['documentId', ...fields],
  });
  return new Map(
    rows.map((row) => [
      row.documentId,
      Object.fromEntries(fields.map((field) => [field, row[field] ?? null])),
    ]),
  );
};

/**
 * Tags of a document's live record: any write to the document, or to its live fields, empties it.
 *
 * @param {string} uid
 * @param {string} documentId
 */
const liveRecordTags = (uid, documentId) => [`doc:${documentId}`, `live:${documentId}`, `uid:${uid}`];

module.exports = { cutLiveFields, fillLiveFields, isCompleteRecord, readLiveRecords, liveRecordTags };
