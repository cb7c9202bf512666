/**
 * The design system's global CSS (cascade layer order, reset, base styles, token variables) as one
 * stylesheet. The shell's build writes it to a hashed, cached file that its pages link in <head>
 * (`shared/build/global-css-plugin.mjs`), and `<UiProvider globalCss="linked">` injects none of it,
 * so no page carries it inline. Made in Node, at build time.
 */
import { css } from '@emotion/react';
import { createStyleCache } from './provider';
import { productSystem } from './system';

/** The CSS <ChakraProvider> would hand Emotion: the layer order first, then the global styles. */
export function globalStylesheet(): string {
  const cache = createStyleCache();
  const system = productSystem();
  return [system.layers.atRule, system._global]
    .map((styles) => cache.insert('', css(styles), cache.sheet, false) ?? '')
    .join('');
}
