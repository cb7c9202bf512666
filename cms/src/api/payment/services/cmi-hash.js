'use strict';

const crypto = require('node:crypto');

/** Fields left out of the hash, compared case-insensitively (CMI 'ver3'). */
const UNHASHED = new Set(['hash', 'encoding']);

/** @param {unknown} value */
const escape = (value) => String(value).replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** @type {Record<string, string>} */
const HTML_ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#039;': "'" };

/**
 * A callback value as CMI hashed it: trailing newline dropped, HTML entities decoded, trimmed.
 *
 * @param {unknown} value
 */
const callbackValue = (value) =>
  String(value ?? '')
    .replace(/\r?\n$/, '')
    .replace(/&(amp|lt|gt|quot|#39|#039);/g, (entity) => HTML_ENTITIES[entity])
    .trim();

/**
 * CMI's 'ver3' hash: every field but hash and encoding, names sorted in natural case-insensitive
 * order, each value escaped (\ then |) and followed by '|', then the escaped store key; SHA-512 of
 * that text, base64 of the raw digest.
 *
 * @param {CmiFields} fields
 * @param {string} storeKey
 * @param {{ fromCallback?: boolean }} [options]
 */
const cmiHash = (fields, storeKey, { fromCallback = false } = {}) => {
  const names = Object.keys(fields)
    .filter((name) => !UNHASHED.has(name.toLowerCase()))
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
  const plain =
    names
      .map((name) => {
        const value = fromCallback ? callbackValue(fields[name]) : String(fields[name] ?? '').trim();
        return `${escape(value)}|`;
      })
      .join('') + escape(storeKey);
  return crypto.createHash('sha512').update(plain, 'utf8').digest('base64');
};

/**
 * The posted HASH equals the one recomputed with our store key (constant-time comparison).
 *
 * @param {CmiFields} fields
 * @param {string} storeKey
 */
const hasValidHash = (fields, storeKey) => {
  const posted = Object.entries(fields).find(([name]) => name.toLowerCase() === 'hash')?.[1];
  if (typeof posted !== 'string' || !posted) return false;
  const expected = Buffer.from(cmiHash(fields, storeKey, { fromCallback: true }));
  const given = Buffer.from(posted.trim());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
};

module.exports = { cmiHash, hasValidHash, callbackValue };
