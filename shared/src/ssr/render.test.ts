import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Text } from '../ui';
import { SERVED_STYLES_NAME, UiProvider, type StyleCache } from '../ui/provider';
import { createRequestStyleCache, renderToHtml, styleTags } from './render';

const inUi = (cache: StyleCache, children: ReactNode) => createElement(UiProvider, { cache, children });
const coloured = (color: string, text: string) => createElement(Text, { color }, text);
/** The tag with the classes the markup uses (the other tags hold global rules). */
const classTag = (tags: string) =>
  new RegExp(`<style data-emotion="${SERVED_STYLES_NAME} [^"]+" data-s="">[^<]*</style>`).exec(tags)?.[0] ??
  '';

describe('server rendering', () => {
  it('waits for lazy regions and keeps the styles out of the markup', async () => {
    const cache = createRequestStyleCache();
    const Late = lazy(async () => ({ default: () => coloured('red.600', '1 200,00 MAD') }));
    const { html } = await renderToHtml(
      inUi(cache, createElement(Suspense, { fallback: 'Chargement' }, createElement(Late))),
    );
    expect(html).toContain('1 200,00 MAD');
    expect(html).not.toContain('Chargement');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('<script');
    expect(classTag(styleTags(cache, html))).toContain('color:var(--chakra-colors-red-600)');
  });

  it('gives each request its own styles: a class one page used is not in another page', async () => {
    const first = createRequestStyleCache();
    const second = createRequestStyleCache();
    const one = await renderToHtml(inUi(first, coloured('red.600', 'a')));
    const two = await renderToHtml(inUi(second, coloured('blue.600', 'b')));
    expect(classTag(styleTags(first, one.html))).not.toContain('blue-600');
    expect(classTag(styleTags(second, two.html))).not.toContain('red-600');
    expect(classTag(styleTags(second, two.html))).toContain('blue-600');
  });
});
