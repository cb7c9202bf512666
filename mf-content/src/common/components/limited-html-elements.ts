import { createElement, type ReactNode } from 'react';
import type { LimitedNode } from '@chargemaroc/shared/format/limited-html';

/** A node of CMS HTML read to a short list of tags, as React elements (never injected as HTML). */
export function limitedHtmlElement(node: LimitedNode, key: string): ReactNode {
  if (typeof node === 'string') return node;
  if (node.tag === 'br') return createElement('br', { key });
  return createElement(
    node.tag,
    { key },
    ...node.children.map((child, index) => limitedHtmlElement(child, `${key}.${index}`)),
  );
}
