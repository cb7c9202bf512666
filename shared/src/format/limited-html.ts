/**
 * A small HTML reader for content from the CMS, the same on the server and in the browser (no DOM):
 * it keeps text and a short list of tags, never an attribute; everything else keeps its text only,
 * and script or style elements are dropped with their content. Screens turn the tree into elements,
 * so nothing from the CMS is ever injected as HTML.
 */

export type LimitedNode = string | { tag: string; children: LimitedNode[] };

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr']);
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript']);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>|([^<]+|<)/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** `html` as a tree of the `allowed` tags (lower case) and text. */
export function readLimitedHtml(html: string, allowed: ReadonlySet<string>): LimitedNode[] {
  const root: LimitedNode[] = [];
  const stack: { tag: string; children: LimitedNode[] }[] = [];
  const current = () => stack[stack.length - 1]?.children ?? root;
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawTag, selfClosing, text] = match;
    if (token.startsWith('<!--')) continue;
    if (text !== undefined) {
      if (!dropping) current().push(decodeEntities(text));
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROPPED_TAGS.has(tag)) {
      if (!closing && !selfClosing) dropping = tag;
      continue;
    }
    if (!allowed.has(tag)) continue;
    if (closing) {
      const open = stack.map((entry) => entry.tag).lastIndexOf(tag);
      if (open >= 0) stack.length = open;
      continue;
    }
    const element = { tag, children: [] as LimitedNode[] };
    current().push(element);
    if (!VOID_TAGS.has(tag) && !selfClosing) stack.push(element);
  }
  return root;
}
