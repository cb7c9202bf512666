import { createElement, type ReactNode } from 'react';
import { readLimitedHtml, type LimitedNode } from '@chargemaroc/shared/format/limited-html';
import { Box } from '@chargemaroc/shared/ui/layout';

/** The only tags kept from the catalogue's descriptions; everything else keeps its text only. */
const ALLOWED_TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'br']);

function toReact(node: LimitedNode, key: string): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map((child, index) => toReact(child, `${key}.${index}`));
  return createElement(node.tag, { key }, ...(node.tag === 'br' ? [] : children));
}

/**
 * A product description: the backend's HTML is rebuilt as React elements from a short list of tags
 * (never injected as HTML); plain text is split into paragraphs.
 */
export function RichText({ text }: { text: string }) {
  let content: ReactNode;
  if (/<[a-z][\s\S]*>/i.test(text)) {
    content = readLimitedHtml(text, ALLOWED_TAGS).map((node, index) => toReact(node, String(index)));
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
