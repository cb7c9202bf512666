'use strict';

/**
 * Allow-list HTML sanitiser for article bodies. The output is rebuilt only from allowed tags and
 * attributes, with every text and attribute value escaped again, so markup the parser does not
 * understand ends up as inert text, never as live HTML.
 */

const ALLOWED_TAGS = new Set([
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
]);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
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
]);

const GLOBAL_ATTRIBUTES = new Set(['title', 'class', 'lang', 'dir']);
const TAG_ATTRIBUTES = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start', 'type']),
  time: new Set(['datetime']),
  abbr: new Set([]),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

const NAMED_ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

const decodeEntities = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named = NAMED_ENTITIES[entity.toLowerCase()];
    return named === undefined ? match : named;
  });

const escapeText = (value) =>
  value
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const escapeAttribute = (value) => escapeText(value).replace(/"/g, '&quot;');

/** A URL is kept when relative or of an allowed scheme, judged on its decoded, de-spaced form. */
const isSafeUrl = (rawValue, schemes) => {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  const value = decodeEntities(rawValue).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return !value.startsWith('//') || schemes.has('https:');
  return schemes.has(`${scheme[1].toLowerCase()}:`);
};

const isAllowedAttribute = (tag, name) =>
  GLOBAL_ATTRIBUTES.has(name) || Boolean(TAG_ATTRIBUTES[tag]?.has(name));

const renderAttributes = (tag, attributes) => {
  const kept = [];
  let opensNewWindow = false;
  for (const { name, value } of attributes) {
    if (!isAllowedAttribute(tag, name)) continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value, tag === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES)) continue;
    if (name === 'target') {
      if (value !== '_blank') continue;
      opensNewWindow = true;
    }
    if (name === 'rel') continue;
    kept.push(`${name}="${escapeAttribute(value)}"`);
  }
  if (opensNewWindow) kept.push('rel="noopener noreferrer"');
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
};

/** Reads the attributes of a start tag from `index` (just after its name) up to its `>`. */
const readAttributes = (html, start) => {
  const attributes = [];
  let index = start;
  while (index < html.length) {
    while (index < html.length && /[\s/]/.test(html[index])) index += 1;
    if (index >= html.length || html[index] === '>') break;
    const nameMatch = /^[^\s/>=]+/.exec(html.slice(index));
    if (!nameMatch) {
      index += 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    index += nameMatch[0].length;
    while (index < html.length && /\s/.test(html[index])) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (index < html.length && /\s/.test(html[index])) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, index + 1);
        const stop = end === -1 ? html.length : end;
        value = html.slice(index + 1, stop);
        index = stop + 1;
      } else {
        const unquoted = (/^[^\s>]*/.exec(html.slice(index)) ?? [''])[0];
        value = unquoted;
        index += unquoted.length;
      }
    }
    if (!attributes.some((attribute) => attribute.name === name)) attributes.push({ name, value });
  }
  return { attributes, end: index };
};

const skipDroppedElement = (html, tag, from) => {
  const closing = new RegExp(`</${tag}[\\s>/]`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end === -1 ? html.length : end + 1;
};

const sanitizeHtml = (input) => {
  if (typeof input !== 'string' || input.length === 0) return '';
  const html = input;
  const output = [];
  const openTags = [];
  let index = 0;

  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next === -1) {
      output.push(escapeText(html.slice(index)));
      break;
    }
    output.push(escapeText(html.slice(index, next)));
    index = next;

    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[index + 1] === '!' || html[index + 1] === '?') {
      const end = html.indexOf('>', index);
      index = end === -1 ? html.length : end + 1;
      continue;
    }

    const closing = html[index + 1] === '/';
    const nameMatch = /^[a-z][a-z0-9-]*/i.exec(html.slice(index + (closing ? 2 : 1)));
    if (!nameMatch) {
      output.push('&lt;');
      index += 1;
      continue;
    }
    const tag = nameMatch[0].toLowerCase();
    const { attributes, end } = readAttributes(html, index + (closing ? 2 : 1) + nameMatch[0].length);
    index = end + 1;

    if (closing) {
      const position = openTags.lastIndexOf(tag);
      if (position !== -1) {
        while (openTags.length > position) output.push(`</${openTags.pop()}>`);
      }
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      index = skipDroppedElement(html, tag, index);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    output.push(`<${tag}${renderAttributes(tag, attributes)}>`);
    if (!VOID_TAGS.has(tag)) openTags.push(tag);
  }

  while (openTags.length > 0) output.push(`</${openTags.pop()}>`);
  return output.join('');
};

module.exports = { sanitizeHtml, isSafeUrl };
