'use strict';

const crypto = require('node:crypto');
const { LIVE_FIELDS } = require('./cached-content');

// Documents of a type with live fields are shown only at the top level of their own type's
// answers (no cached type has a relation to them): only those are cut into holes.

const topLevelDocuments = (body) => {
  const data = body?.data;
  const items = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  return items.filter((item) => item && typeof item === 'object' && typeof item.documentId === 'string');
};

const shortHash = (text) => crypto.createHash('sha1').update(text).digest('base64url').slice(0, 16);

/**
 * Cuts a JSON answer of type `uid` around the live fields of the documents it lists. Answers
 * null when it shows none, else {template, shown, records}: template = {uid, ids, slots,
 * segments, tag} (slots[i] = [index in ids, field], the value of slot i goes between segments i
 * and i+1), shown = the live values the answer shows (in the order of ids) and records = the
 * complete ones, per documentId.
 */
const cutLiveFields = (uid, body) => {
  const fields = LIVE_FIELDS[uid];
  if (!fields) return null;
  const documents = topLevelDocuments(body);
  const ids = [];
  const slots = [];
  const shown = [];
  const records = new Map();
  const marker = `\u0000${crypto.randomUUID()}\u0000`;
  const copies = new Map();
  for (const document of documents) {
    const present = fields.filter((field) => document[field] !== undefined);
    if (present.length === 0 || copies.has(document)) continue;
    const index = ids.push(document.documentId) - 1;
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
    ? body.data.map((item) => copies.get(item) ?? item)
    : (copies.get(body.data) ?? body.data);
  const segments = JSON.stringify({ ...body, data }).split(JSON.stringify(marker));
  if (segments.length !== slots.length + 1) return null;
  return { template: { uid, ids, slots, segments, tag: shortHash(segments.join('\u0000')) }, shown, records };
};

// The last answer filled from a template, by template: read again while the same record objects
// are cached (the memory store keeps both), it is served as it is.
const lastFilled = new WeakMap();

/**
 * The answer of a template with the live records of its documents (in the order of
 * template.ids): {etag, body}, the ETag changing with the template and with the values.
 */
const fillLiveFields = (template, records) => {
  const last = lastFilled.get(template);
  if (last && last.records.every((record, index) => record === records[index])) return last.answer;
  const values = template.slots.map(([index, field]) => JSON.stringify(records[index][field] ?? null));
  let body = template.segments[0];
  for (let slot = 0; slot < values.length; slot += 1) body += values[slot] + template.segments[slot + 1];
  const answer = { etag: `"${template.tag}.${shortHash(values.join(','))}"`, body: Buffer.from(body) };
  lastFilled.set(template, { records: [...records], answer });
  return answer;
};

/** Whether a record holds every live field of its type. */
const isCompleteRecord = (uid, record) =>
  Boolean(record) && LIVE_FIELDS[uid].every((field) => record[field] !== undefined);

/** The live records of `documentIds` as the database holds them now: Map(documentId → record). */
const readLiveRecords = async (strapi, uid, documentIds) => {
  const rows = await strapi.db.query(uid).findMany({
    where: { documentId: { $in: documentIds } },
    select: ['documentId', ...LIVE_FIELDS[uid]],
  });
  return new Map(
    rows.map((row) => [
      row.documentId,
      Object.fromEntries(LIVE_FIELDS[uid].map((field) => [field, row[field] ?? null])),
    ]),
  );
};

/** Tags of a document's live record: any write to the document, or to its live fields, empties it. */
const liveRecordTags = (uid, documentId) => [`doc:${documentId}`, `live:${documentId}`, `uid:${uid}`];

module.exports = { cutLiveFields, fillLiveFields, isCompleteRecord, readLiveRecords, liveRecordTags };
