'use strict';

const { stemmer } = require('@orama/stemmers/french');

/**
 * Words too common in French to tell documents apart ('câble de charge' is about câble and charge).
 * Elided forms (l', d', qu') are split off by the tokenizer and dropped here.
 */
const STOP_WORDS = new Set(
  (
    'a au aux avec c ce ces d dans de des du elle en est et il j l la le les leur lui m ma mais me mes ' +
    'n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes ton un une vos ' +
    'votre vous y'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_REMEMBERED_STEMS = 50_000;
/** @type {Map<string, string | null>} */
const stems = new Map();
/** @type {Map<string, string | null>} */
const writtenTerms = new Map();

/**
 * Lower case without accents or ligatures: 'Câble' → 'cable', 'Œuvre' → 'oeuvre'.
 *
 * @param {unknown} text
 */
const foldText = (text) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');

/**
 * The words of a text, folded ('L’installation' → ['l', 'installation']).
 *
 * @param {unknown} text
 * @returns {string[]}
 */
const tokenize = (text) => foldText(text).match(WORD) ?? [];

/**
 * The indexed form of a folded word: its French stem ('câbles', 'cable' → 'cabl'; 'électriques' →
 * 'electr'), or null for a stop word.
 *
 * @param {string} word
 * @returns {string | null}
 */
const termOf = (word) => {
  if (!word || STOP_WORDS.has(word)) return null;
  if (/^\d+$/.test(word)) return word;
  let term = stems.get(word);
  if (term === undefined) {
    // the stemmer is slow next to a lookup, and a text repeats its words
    if (stems.size >= MAX_REMEMBERED_STEMS) stems.clear();
    term = stemmer(word);
    stems.set(word, term);
  }
  return term;
};

/**
 * The indexed form of a word as written ('Câbles' → 'cabl'), or null.
 *
 * @param {string} word
 */
const termOfWritten = (word) => {
  let term = writtenTerms.get(word);
  if (term === undefined) {
    if (writtenTerms.size >= MAX_REMEMBERED_STEMS) writtenTerms.clear();
    term = termOf(foldText(word));
    writtenTerms.set(word, term);
  }
  return term;
};

/**
 * Each word of `text` with its place: [{ word (as written), start, end }].
 *
 * @param {unknown} text
 */
const wordsWithPlaces = (text) =>
  [...String(text ?? '').matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));

module.exports = { foldText, tokenize, termOf, termOfWritten, wordsWithPlaces };
