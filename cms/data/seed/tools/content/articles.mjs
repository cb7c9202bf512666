// The blog's articles and their authors, kept as data: articles.json holds each article's facts
// in the order they are seeded (`author` names an entry of authors.json, `motif` chooses the
// illustration, see art/article-art.mjs), articles/<slug>.html its body, written as HTML.
import { readFileSync } from 'node:fs';

/** @param {string} name */
const read = (name) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** @type {Record<string, { name: string, avatar: string | null, colour: string }>} */
export const authors = JSON.parse(read('./authors.json'));

/**
 * @typedef {object} ArticleFacts
 * @property {string} title
 * @property {string} slug
 * @property {string} excerpt
 * @property {string} category
 * @property {string[]} tags
 * @property {number} views
 * @property {boolean} featured
 * @property {string} [eventEndsAt] an event's last day
 * @property {string} publishedAt
 * @property {string} author a key of authors.json
 * @property {string} motif the illustration's subject
 */

/** @type {ArticleFacts[]} */
const facts = JSON.parse(read('./articles.json'));

export const articleSources = facts.map((article) => ({
  ...article,
  content: read(`./articles/${article.slug}.html`),
}));
