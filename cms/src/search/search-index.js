'use strict';

// minisearch's CommonJS build is the class itself (module.exports = MiniSearch); its .d.cts says `export default`
const MiniSearch = /** @type {typeof import('minisearch').default} */ (
  /** @type {unknown} */ (require('minisearch'))
);
const { KINDS } = require('./documents');
const { foldText, termOf, termOfWritten, tokenize, wordsWithPlaces } = require('./text');
const { addText, createVocabulary, spellingOf, termsOfWord } = require('./vocabulary');

const WRITTEN_WORD = /[\p{L}\p{N}]+/gu;

/** @typedef {import('./documents').SearchDocument} SearchDocument */
/** @typedef {import('./documents').SearchKind} SearchKind */
/** @typedef {import('./vocabulary').Vocabulary} Vocabulary */
/**
 * The fields a result shows, stored beside the index.
 * @typedef {Pick<SearchDocument, 'kind' | 'documentId' | 'title' | 'url' | 'price' | 'city' | 'detail'>} StoredFields
 */
/** @typedef {import('minisearch').SearchResult & StoredFields} SearchHit */
/**
 * The index, the vocabulary of its words and its documents by id.
 * @typedef {{ index: import('minisearch').default<SearchDocument>, vocabulary: Vocabulary,
 *   documents: Map<string, SearchDocument> }} SearchIndex
 */
/**
 * A query word's terms with their weight (vocabulary.js termsOfWord).
 * @typedef {Map<string, number>} Expansion
 */

/** @type {('title' | 'brand' | 'keywords' | 'body')[]} */
const FIELDS = ['title', 'brand', 'keywords', 'body'];
const STORED_FIELDS = ['kind', 'documentId', 'title', 'url', 'price', 'city', 'detail'];
/** A word of the name counts four times one of the description. */
const BOOST = { title: 4, brand: 3, keywords: 2, body: 1 };

/** A name that starts with the word searched ('puls' → 'Pulsar Plus') before one that has it further on. */
const NAME_START_BOOST = 1.5;
/** It is a shop: a product named by the word goes before an article that speaks of it ('wallbox'). */
/** @type {Partial<Record<string, number>>} */
const KIND_BOOST = { product: 1.25 };
/**
 * The term of each stored document's first title word (asked for every term of every hit).
 * @type {WeakMap<Record<string, unknown>, string | null>}
 */
const firstTerms = new WeakMap();
/** @param {Record<string, unknown> | undefined} stored */
const firstTermOf = (stored) => {
  if (!stored) return null;
  if (!firstTerms.has(stored)) {
    const firstWord = String(stored.title ?? '').match(WRITTEN_WORD)?.[0];
    firstTerms.set(stored, firstWord ? termOfWritten(firstWord) : null);
  }
  return firstTerms.get(stored);
};
/** @type {NonNullable<import('minisearch').SearchOptions['boostDocument']>} */
const boostDocument = (id, term, stored) => {
  const nameStart = firstTermOf(stored)?.startsWith(term) ? NAME_START_BOOST : 1;
  return nameStart * (KIND_BOOST[String(stored?.kind)] ?? 1);
};

const SEARCH_OPTIONS = { boost: BOOST, boostDocument };

/**
 * @param {Vocabulary} vocabulary
 * @param {SearchDocument} document
 */
const addToVocabulary = (vocabulary, document) => {
  for (const field of FIELDS) addText(vocabulary, document[field]);
};

/**
 * A search index over `documents` (documents.js), built at once. The documents are kept beside it
 * (`documents`, id → document): the origin builds the same index from them (searchedDocuments).
 *
 * @param {SearchDocument[]} documents
 * @returns {SearchIndex}
 */
const buildSearchIndex = (documents) => {
  /** @type {import('minisearch').default<SearchDocument>} */
  const index = new MiniSearch({
    fields: FIELDS,
    storeFields: STORED_FIELDS,
    tokenize,
    processTerm: termOf,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(documents);
  const vocabulary = createVocabulary();
  for (const document of documents) addToVocabulary(vocabulary, document);
  return { index, vocabulary, documents: new Map(documents.map((document) => [document.id, document])) };
};

/**
 * Puts `document` in the index, in place of its previous version if any.
 *
 * @param {SearchIndex} searchIndex
 * @param {SearchDocument} document
 */
const putDocument = ({ index, vocabulary, documents }, document) => {
  if (index.has(document.id)) index.replace(document);
  else index.add(document);
  addToVocabulary(vocabulary, document);
  documents.set(document.id, document);
};

/**
 * Takes the document `id` out of the index, if it is there.
 *
 * @param {SearchIndex} searchIndex
 * @param {string} id
 */
const removeDocument = ({ index, documents }, id) => {
  if (index.has(id)) index.discard(id);
  documents.delete(id);
};

/**
 * The documents the index holds, as buildSearchIndex takes them.
 *
 * @param {SearchIndex} searchIndex
 */
const searchedDocuments = ({ documents }) => [...documents.values()];

/**
 * Where the title shows what was searched: each title word whose term matched, the typed start
 * only when the shopper typed the beginning of the word ('cab' → 'Câb|le'). [[start, end], …]
 *
 * @param {string} title
 * @param {Set<string>} matchedTerms
 * @param {string[]} queryWords
 */
const highlightsOf = (title, matchedTerms, queryWords) => {
  /** @type {[number, number][]} */
  const ranges = [];
  for (const { word, start, end } of wordsWithPlaces(title)) {
    const term = termOfWritten(word);
    if (term === null || !matchedTerms.has(term)) continue;
    const folded = foldText(word);
    const typed = queryWords.find(
      (queryWord) => folded.startsWith(queryWord) && queryWord.length < folded.length,
    );
    const sameLength = folded.length === word.length;
    ranges.push([start, typed && sameLength ? start + typed.length : end]);
  }
  return ranges;
};

/**
 * @param {SearchHit} hit
 * @param {string[]} queryWords
 */
const toResult = (hit, queryWords) => ({
  kind: hit.kind,
  id: hit.documentId,
  title: hit.title ?? '',
  url: hit.url,
  price: hit.price ?? null,
  city: hit.city ?? null,
  detail: hit.detail ?? null,
  highlights: highlightsOf(hit.title ?? '', new Set(hit.terms), queryWords),
});

const emptyCounts = () =>
  /** @type {Record<SearchKind, number>} */ (Object.fromEntries(KINDS.map((kind) => [kind, 0])));

/**
 * The query as MiniSearch reads it: each word the OR of the indexed terms it stands for (weighted:
 * the word itself, the words it starts, its typos), the words combined with `combineWith`.
 *
 * @param {Expansion[]} expansions
 * @param {'AND' | 'OR'} combineWith
 * @returns {import('minisearch').Query}
 */
const queryOf = (expansions, combineWith) => ({
  combineWith,
  tokenize: (/** @type {string} */ term) => [term],
  processTerm: (/** @type {string} */ term) => term,
  queries: expansions.map((terms) => ({
    combineWith: 'OR',
    queries: [...terms].map(([term, weight]) => ({ queries: [term], boostTerm: () => weight })),
  })),
});

/**
 * MiniSearch multiplies a score by the number of query terms matched; a word standing for several
 * terms ('ca' → câble, Casablanca…) would count each. The score counts words instead.
 *
 * @param {SearchHit[]} hits
 * @param {Expansion[]} expansions
 * @returns {SearchHit[]}
 */
const scoredByWords = (hits, expansions) =>
  hits
    .map((hit) => {
      const words = expansions.filter((terms) => hit.queryTerms.some((term) => terms.has(term))).length;
      return { ...hit, score: (hit.score / Math.max(hit.queryTerms.length, 1)) * words };
    })
    .sort((a, b) => b.score - a.score);

/**
 * The hits of `words`: documents matching every word (by its term, its start for the last word,
 * or a typo allowed by its length); when none does, documents matching any, provided at least half
 * the words match something ('zzzz introuvable' finds nothing, 'câble zzzz' the câbles).
 *
 * @param {SearchIndex['index']} index
 * @param {Vocabulary} vocabulary
 * @param {string[]} words
 * @returns {SearchHit[]}
 */
const hitsOf = (index, vocabulary, words) => {
  const expansions = words.map((word, position) =>
    termsOfWord(vocabulary, word, position === words.length - 1),
  );
  const matching = expansions.filter((terms) => terms.size > 0);
  if (matching.length === 0) return [];
  if (matching.length === expansions.length) {
    const hits = /** @type {SearchHit[]} */ (index.search(queryOf(expansions, 'AND')));
    if (hits.length > 0 || words.length === 1) return scoredByWords(hits, expansions);
  }
  if (matching.length * 2 < expansions.length) return [];
  return scoredByWords(/** @type {SearchHit[]} */ (index.search(queryOf(matching, 'OR'))), matching);
};

/**
 * Searches `query` in the index (hitsOf). Answers the count per kind, the best `limit` results of
 * each kind asked (`kinds`, all by default), the kind of the best result first, and (unless `spell`
 * is false) a 'Vouliez-vous dire' suggestion.
 *
 * @param {SearchIndex} searchIndex
 * @param {string} query
 * @param {{ kinds?: string[], limit?: number, spell?: boolean }} [options]
 */
const searchIndex = ({ index, vocabulary }, query, { kinds = KINDS, limit = 10, spell = true } = {}) => {
  const typed = tokenize(query);
  const words = typed.filter((word) => termOf(word));
  const counts = emptyCounts();
  if (words.length === 0) return { total: 0, counts, groups: [], suggestion: null };
  const hits = hitsOf(index, vocabulary, words);
  const byKind = new Map(KINDS.map((kind) => [kind, /** @type {SearchHit[]} */ ([])]));
  for (const hit of hits) {
    counts[hit.kind] += 1;
    const group = byKind.get(hit.kind) ?? [];
    if (group.length < limit) group.push(hit);
  }
  // the kind of the best result first
  const order = [...new Set(hits.map((hit) => hit.kind))];
  const groups = order
    .filter((kind) => kinds.includes(kind))
    .map((kind) => ({
      kind,
      count: counts[kind],
      results: (byKind.get(kind) ?? []).map((hit) => toResult(hit, words)),
    }));
  return { total: hits.length, counts, groups, suggestion: spell ? spellingOf(vocabulary, typed) : null };
};

module.exports = {
  KINDS,
  buildSearchIndex,
  putDocument,
  removeDocument,
  searchIndex,
  searchedDocuments,
  highlightsOf,
};
