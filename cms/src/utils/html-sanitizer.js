'use strict';

const sanitize = require('sanitize-html');

/**
 * Allow-list HTML sanitiser for article bodies (sanitize-html, a parser browsers agree with): only
 * the tags, attributes and URL schemes below are kept, every text and attribute value is escaped
 * again, and the elements that carry code or forms are dropped with everything inside them.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'q',
  'cite',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'code',
  'pre',
  'span',
  'div',
  'section',
  'article',
  'abbr',
  'time',
];

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'button',
  'form',
  'input',
  'option',
  'head',
  'link',
  'meta',
  'base',
];

const ALLOWED_ATTRIBUTES = {
  '*': ['title', 'class', 'lang', 'dir'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  time: ['datetime'],
  blockquote: ['cite'],
  q: ['cite'],
};

/**
 * A link opens a new window only with rel="noopener noreferrer" (the page it opens cannot reach
 * this one); a rel of the author's is not kept, nor a target other than _blank.
 * @param {string} tagName
 * @param {Record<string, string>} attribs
 */
const safeLinkTarget = (tagName, attribs) => {
  /** @type {Record<string, string>} */
  const kept = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'rel' || (name === 'target' && value !== '_blank')) continue;
    kept[name] = value;
  }
  if (kept.target) kept.rel = 'noopener noreferrer';
  return { tagName, attribs: kept };
};

/**
 * allowedEmptyAttributes is an option of sanitize-html that its published types (@types/sanitize-html
 * 2.16) do not list.
 * @type {import('sanitize-html').IOptions & { allowedEmptyAttributes: string[] }}
 */
const OPTIONS = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  // an attribute written empty stays (alt="", href="" …)
  allowedEmptyAttributes: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  transformTags: { a: safeLinkTarget },
};

/** @param {unknown} input */
const sanitizeHtml = (input) =>
  typeof input === 'string' && input.length > 0 ? sanitize(input, OPTIONS) : '';

module.exports = { sanitizeHtml };
