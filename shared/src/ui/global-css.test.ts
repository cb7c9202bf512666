import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { globalStylesheet } from './global-css';
import { createStyleCache, UiProvider } from './provider';

/** The styles a server render puts in the page (Emotion's compat mode keeps them in the cache). */
function renderedStyles(globalCss: 'inline' | 'linked'): string[] {
  const cache = createStyleCache();
  cache.compat = true;
  renderToString(
    createElement(UiProvider, { cache, globalCss, children: createElement('p', null, 'Bonjour') }),
  );
  return Object.values(cache.inserted).filter((rules): rules is string => typeof rules === 'string');
}

it('holds what the provider would otherwise inline: layer order first, reset, base and tokens', () => {
  const stylesheet = globalStylesheet();
  expect(stylesheet.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  for (const layer of ['reset', 'base', 'tokens']) expect(stylesheet).toContain(`@layer ${layer}{`);
  expect(stylesheet).toContain('--chakra-colors-charge-600:#0B7A53');
  expect(renderedStyles('inline').join('')).toBe(stylesheet);
});

it('is not inlined by a provider whose page links it', () => {
  const linked = renderedStyles('linked').join('');
  expect(linked).not.toContain('--chakra-colors-charge-600');
  expect(linked).not.toContain('@layer reset{');
});
