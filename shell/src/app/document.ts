/** The HTML document around a server-rendered tree (pure string work, tested on its own). */
import { FIRST_TAPS_SCRIPT } from '../early/first-taps.mjs';

export const ROUTER_DATA_ELEMENT_ID = 'cm-router-data';
export const REMOTES_ELEMENT_ID = 'cm-remotes';

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

// React writes a tree's <title>, <meta> and <link> first in its markup; they belong in the head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// a fetch() of the same origin is a CORS-mode request: its preload must say so to be reused
const preloadTag = ({ href, as }: Preload) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/** JSON that is safe inside a <script> element (never executed: type application/json, so the CSP holds). */
export function scriptJson(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The tree's leading head elements and the rest of its markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** The template with the page's own title and description in place of the site's, and its other head elements. */
function withPageHead(template: string, hoisted: string): string {
  const title = TITLE.exec(hoisted)?.[0];
  const description = DESCRIPTION.exec(hoisted)?.[0];
  const others = hoisted.replace(TITLE, '').replace(DESCRIPTION, '');
  let document = template;
  if (title) document = document.replace(TITLE, () => title);
  if (description) document = document.replace(DESCRIPTION, () => description);
  return document.replace('</head>', () => `${others}</head>`);
}

const CHARSET = /<meta charset="?utf-8"?>/i;

/** The page's first lines of script, right after its charset: before the stylesheets, which it would wait for. */
function withFirstTaps(document: string): string {
  const tag = `<script>${FIRST_TAPS_SCRIPT}</script>`;
  return CHARSET.test(document)
    ? document.replace(CHARSET, (charset) => `${charset}${tag}`)
    : document.replace('<head>', () => `<head>${tag}`);
}

export function composeDocument(options: {
  template: string;
  /** The rendered tree. */
  html: string;
  /** The <style> tags of the styles the tree used. */
  styles: string;
  /** Blocks of data the browser reads before hydrating (router data, remotes). */
  dataBlocks: string;
  preloads?: readonly Preload[];
}): string {
  const { head, body } = splitHoisted(options.html);
  const preloadTags = (options.preloads ?? []).map(preloadTag).join('');
  return withFirstTaps(withPageHead(options.template, head))
    .replace('</head>', () => `${preloadTags}${options.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>${options.dataBlocks}`);
}
