import { createElement, type ReactNode } from 'react';
import { Box } from '@chargemaroc/shared/ui';

/** The only tags kept from the catalogue's descriptions; everything else keeps its text only. */
const ALLOWED_TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'br']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style') return null;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  // No attribute is ever copied: no link, no handler, no style can come through.
  return ALLOWED_TAGS.has(tag) ? createElement(tag, { key }, ...(tag === 'br' ? [] : children)) : children;
}

/**
 * A product description: the backend's HTML is rebuilt as React elements from a short list of tags
 * (never injected as HTML); plain text is split into paragraphs.
 */
export function RichText({ text }: { text: string }) {
  let content: ReactNode;
  if (/<[a-z][\s\S]*>/i.test(text) && typeof DOMParser !== 'undefined') {
    const body = new DOMParser().parseFromString(text, 'text/html').body;
    content = Array.from(body.childNodes, (child, index) => toReact(child, String(index)));
  } else {
    content = text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => <p key={paragraph}>{paragraph}</p>);
  }
  return (
    <Box
      maxW="prose"
      css={{
        '& p': { marginBottom: '3' },
        '& h3, & h4': { fontWeight: 'semibold', fontSize: 'lg', marginTop: '5', marginBottom: '2' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginBottom: '1' },
      }}
    >
      {content}
    </Box>
  );
}
