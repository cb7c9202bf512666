'use strict';

// as minisearch's main module: the CommonJS build is the class itself, its .d.cts says `export default`
const SearchableMap = /** @type {typeof import('minisearch/SearchableMap').default} */ (
  /** @type {unknown} */ (require('minisearch/SearchableMap'))
);
const { foldText, termOf } = require('./text');

const WRITTEN_WORD = /[\p{L}\p{N}]+/gu;

/**
 * Edits a mistyped word may have, by its length (Meilisearch's defaults): none under 5 letters,
 * 1 from 5 ('cabel' → 'cable', 'wallbxo' → 'wallbox'), 2 from 9; none for a number.
 *
 * @param {string} word
 */
const typosAllowed = (word) => (/^\d+$/.test(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Weights of a word found by its start or with a typo, next to 1 for the word itself (MiniSearch's). */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/**
 * Edits from `a` to `b`, a swap of two neighbouring letters counting as one (optimal string
 * alignment): 'wallbxo' is one edit from 'wallbox', where Levenshtein counts two.
 *
 * @param {string} a
 * @param {string} b
 */
const editDistance = (a, b) => {
  /** @type {number[][]} */
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
};

/**
 * The words the indexed content writes, folded ('câbles' → 'cables'), each with its term and its
 * most frequent spelling (for a 'Vouliez-vous dire'), and the set of indexed terms. Typos and
 * starts of words are matched against the words as written, not their stems: 'electrqiue' is one
 * swap from 'electrique' but three edits from its stem 'electr'.
 *
 * @typedef {{ term: string, spelling: string, count: number, seen: Map<string, number> }} WordEntry
 * @typedef {{ words: import('minisearch/SearchableMap').default<WordEntry>, terms: Set<string> }} Vocabulary
 * @returns {Vocabulary}
 */
const createVocabulary = () => ({ words: new SearchableMap(), terms: new Set() });

/**
 * @param {Vocabulary} vocabulary
 * @param {unknown} text
 */
const addText = ({ words, terms }, text) => {
  for (const written of String(text ?? '')
    .toLowerCase()
    .match(WRITTEN_WORD) ?? []) {
    const word = foldText(written);
    const term = termOf(word);
    if (!term) continue;
    terms.add(term);
    const entry = words.get(word) ?? { term, spelling: written, count: 0, seen: new Map() };
    entry.count += 1;
    const seen = (entry.seen.get(written) ?? 0) + 1;
    entry.seen.set(written, seen);
    if (seen > (entry.seen.get(entry.spelling) ?? 0)) entry.spelling = written;
    words.set(word, entry);
  }
};

/**
 * @param {Vocabulary} vocabulary
 * @param {string} word
 */
const isKnown = ({ words, terms }, word) => {
  const term = termOf(word);
  return words.has(word) || (term !== null && terms.has(term));
};

/**
 * Indexed words within the typos `word` may have, that start with its first letter (a first
 * letter is seldom the mistyped one: 'introuvable' is not 'trouvable'), closest first:
 * [{ word, entry, distance }].
 *
 * @param {Vocabulary} vocabulary
 * @param {string} word
 */
const closeWords = ({ words }, word) => {
  const allowed = typosAllowed(word);
  if (allowed === 0) return [];
  /** @type {{ word: string, entry: WordEntry, distance: number }[]} */
  const close = [];
  // Levenshtein counts a swap as two edits: ask one more, then measure with swaps
  for (const [candidate, [entry]] of words.fuzzyGet(word, allowed + 1)) {
    if (candidate[0] !== word[0]) continue;
    const distance = editDistance(word, candidate);
    if (distance > 0 && distance <= allowed) close.push({ word: candidate, entry, distance });
  }
  return close.sort((a, b) => a.distance - b.distance || b.entry.count - a.entry.count);
};

/**
 * The indexed terms a folded query word stands for, with their weight: its own term; for the word
 * being typed (the last), the terms of the words it starts; and, only for a word the content does
 * not have and does not start, the terms of the words within its allowed typos. Empty for a word
 * that matches nothing.
 *
 * @param {Vocabulary} vocabulary
 * @param {string} word
 * @param {boolean} isLast
 */
const termsOfWord = (vocabulary, word, isLast) => {
  const term = termOf(word);
  /** @type {Map<string, number>} */
  const found = new Map();
  if (!term) return found;
  if (vocabulary.terms.has(term)) found.set(term, 1);
  if (isLast && word.length >= 2) {
    for (const [candidate, entry] of vocabulary.words.atPrefix(word)) {
      if (found.has(entry.term)) continue;
      const extra = candidate.length - word.length;
      found.set(entry.term, (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * extra));
    }
  }
  if (found.size > 0 || isKnown(vocabulary, word)) return found;
  for (const { word: candidate, entry, distance } of closeWords(vocabulary, word)) {
    const weight = (TYPO_WEIGHT * candidate.length) / (candidate.length + distance);
    if (weight > (found.get(entry.term) ?? 0)) found.set(entry.term, weight);
  }
  return found;
};

/**
 * A likely spelling of the query when one of its words is none the content writes but close to
 * one ('wallbxo' → 'wallbox', 'cabel' → 'câble'), else null. The last word may be the start of a
 * word being typed.
 *
 * @param {Vocabulary} vocabulary
 * @param {string[]} words
 */
const spellingOf = (vocabulary, words) => {
  let changed = false;
  const fixed = words.map((word, index) => {
    if (!termOf(word) || isKnown(vocabulary, word)) return word;
    if (index === words.length - 1 && vocabulary.words.atPrefix(word).size > 0) return word;
    const [closest] = closeWords(vocabulary, word);
    if (!closest) return word;
    changed = true;
    return closest.entry.spelling;
  });
  return changed ? fixed.join(' ') : null;
};

module.exports = { createVocabulary, addText, termsOfWord, spellingOf, editDistance, typosAllowed };
