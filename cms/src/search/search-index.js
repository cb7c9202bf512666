'use strict';

const MiniSearch = require('minisearch');
const SearchableMap = require('minisearch/SearchableMap');
const { KINDS } = require('./documents');
const { foldText, termOf, termOfWritten, tokenize, wordsWithPlaces } = require('./text');

const WRITTEN_WORD = /[\p{L}\p{N}]+/gu;

const FIELDS = ['title', 'brand', 'keywords', 'body'];
const STORED_FIELDS = ['kind', 'documentId', 'title', 'url', 'price', 'city', 'detail'];
/** A word of the name counts four times one of the description. */
const BOOST = { title: 4, brand: 3, keywords: 2, body: 1 };
/** Edits allowed to a word, by its length: 'wallbxo' finds 'wallbox', 'cabel' 'cable'. */
const fuzziness = (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0);
/** The last word is being typed: 'wall' finds 'wallbox'. */
const lastWordAsPrefix = (term, index, terms) => index === terms.length - 1 && term.length >= 2;

/** A name that starts with the word searched ('puls' → 'Pulsar Plus') before one that has it further on. */
const NAME_START_BOOST = 1.5;
const boostNameStart = (id, term, stored) => {
  const firstWord = String(stored?.title ?? '').match(WRITTEN_WORD)?.[0];
  return firstWord && termOfWritten(firstWord)?.startsWith(term) ? NAME_START_BOOST : 1;
};

const SEARCH_OPTIONS = {
  boost: BOOST,
  boostDocument: boostNameStart,
  fuzzy: fuzziness,
  prefix: lastWordAsPrefix,
  combineWith: 'AND',
};

/**
 * The spelling of each indexed term as written most often ('cabl' → 'câble'), to word a
 * 'Vouliez-vous dire' from the terms a typo comes closest to.
 */
const countSpellings = (spellings, document) => {
  for (const field of FIELDS) {
    for (const word of String(document[field] ?? '')
      .toLowerCase()
      .match(WRITTEN_WORD) ?? []) {
      const term = termOfWritten(word);
      if (!term) continue;
      const entry = spellings.get(term) ?? { spelling: word, count: 0, seen: new Map() };
      const seen = (entry.seen.get(word) ?? 0) + 1;
      entry.seen.set(word, seen);
      entry.count += 1;
      if (seen > (entry.seen.get(entry.spelling) ?? 0)) entry.spelling = word;
      spellings.set(term, entry);
    }
  }
};

/** A search index over `documents` (documents.js), built at once. */
const buildSearchIndex = (documents) => {
  const index = new MiniSearch({
    fields: FIELDS,
    storeFields: STORED_FIELDS,
    tokenize,
    processTerm: termOf,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(documents);
  const spellings = new SearchableMap();
  for (const document of documents) countSpellings(spellings, document);
  return { index, spellings };
};

/** Puts `document` in the index, in place of its previous version if any. */
const putDocument = ({ index, spellings }, document) => {
  if (index.has(document.id)) index.replace(document);
  else index.add(document);
  countSpellings(spellings, document);
};

/** Takes the document `id` out of the index, if it is there. */
const removeDocument = ({ index }, id) => {
  if (index.has(id)) index.discard(id);
};

/**
 * Where the title shows what was searched: each title word whose term matched, the typed start
 * only when the shopper typed the beginning of the word ('cab' → 'Câb|le'). [[start, end], …]
 */
const highlightsOf = (title, matchedTerms, queryWords) => {
  const ranges = [];
  for (const { word, start, end } of wordsWithPlaces(title)) {
    if (!matchedTerms.has(termOfWritten(word))) continue;
    const folded = foldText(word);
    const typed = queryWords.find(
      (queryWord) => folded.startsWith(queryWord) && queryWord.length < folded.length,
    );
    const sameLength = folded.length === word.length;
    ranges.push([start, typed && sameLength ? start + typed.length : end]);
  }
  return ranges;
};

const toResult = (hit, queryWords) => ({
  kind: hit.kind,
  id: hit.documentId,
  title: hit.title ?? '',
  url: hit.url,
  price: hit.price ?? null,
  city: hit.city ?? null,
  detail: hit.detail ?? null,
  highlights: highlightsOf(hit.title, new Set(hit.terms), queryWords),
});

/**
 * A likely spelling of the query when one of its words is no indexed word but close to one
 * ('wallbxo' → 'wallbox'), else null. The last word may be the start of a word being typed.
 */
const suggestionOf = (spellings, words) => {
  let changed = false;
  const fixed = words.map((word, index) => {
    const term = termOf(word);
    if (!term || spellings.has(term)) return word;
    if (index === words.length - 1 && spellings.atPrefix(term).size > 0) return word;
    const distance = fuzziness(term);
    if (distance === 0) return word;
    const close = [...spellings.fuzzyGet(term, distance)].sort(
      ([, [a, aDistance]], [, [b, bDistance]]) => aDistance - bDistance || b.count - a.count,
    );
    if (close.length === 0) return word;
    changed = true;
    return close[0][1][0].spelling;
  });
  return changed ? fixed.join(' ') : null;
};

const emptyCounts = () => Object.fromEntries(KINDS.map((kind) => [kind, 0]));

/**
 * Searches `query` in the index: every word must match (exactly, by its stem, with a typo or, for
 * the last, by its start); when none matches them all, any word will do. Answers the count per
 * kind, the best `limit` results of each kind asked (`kinds`, all by default), the kind of the best
 * result first, and (unless `spell` is false) a 'Vouliez-vous dire' suggestion.
 */
const searchIndex = ({ index, spellings }, query, { kinds = KINDS, limit = 10, spell = true } = {}) => {
  const words = tokenize(query);
  const counts = emptyCounts();
  if (words.every((word) => !termOf(word))) return { total: 0, counts, groups: [], suggestion: null };
  let hits = index.search(query);
  if (hits.length === 0 && words.length > 1) hits = index.search(query, { combineWith: 'OR' });
  const byKind = new Map(KINDS.map((kind) => [kind, []]));
  for (const hit of hits) {
    counts[hit.kind] += 1;
    const group = byKind.get(hit.kind);
    if (group.length < limit) group.push(hit);
  }
  // the kind of the best result first
  const order = [...new Set(hits.map((hit) => hit.kind))];
  const groups = order
    .filter((kind) => kinds.includes(kind))
    .map((kind) => ({
      kind,
      count: counts[kind],
      results: byKind.get(kind).map((hit) => toResult(hit, words)),
    }));
  return { total: hits.length, counts, groups, suggestion: spell ? suggestionOf(spellings, words) : null };
};

module.exports = { buildSearchIndex, putDocument, removeDocument, searchIndex, highlightsOf };
