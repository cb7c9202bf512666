import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prepareProductSystem, productSystem } from './system';

export { prepareProductSystem, productSystem };

export type StyleCache = EmotionCache;

/**
 * Server styles and the browser's share this key: the browser's cache adopts the served <style> tags.
 * Not emotion's default `css`: the default cache @emotion/react creates when it is evaluated in a
 * browser takes over (moves) every served `css` tag, and each move restyles the whole page.
 */
export const STYLE_KEY = 'cm';

/**
 * Properties that the browsers we serve still read only with the `-webkit-` prefix (Safari:
 * user-select, backdrop-filter before 18; Chromium: box-decoration-break). Emotion's default plugin
 * prefixes every flex, alignment and appearance rule for browsers of ten years ago, which made up
 * about a third of the CSS each page carries inline.
 */
const WEBKIT_ONLY_PROPERTIES = new Set(['user-select', 'backdrop-filter', 'box-decoration-break']);

const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  if (typeof element.props === 'string' && WEBKIT_ONLY_PROPERTIES.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The served tag of class rules is marked with this name rather than the key: emotion's cache would
 * adopt a tag marked with its key by moving it in the head, and moving a <style> element, even to
 * where it stands, makes the browser restyle and lay out the whole page (0.2-0.8 s at 4x CPU).
 */
export const SERVED_STYLES_NAME = `${STYLE_KEY}-served`;

/** The classes whose rules the page came with, so the cache never inserts them again. */
function adoptServedStyles(cache: StyleCache) {
  if (typeof document === 'undefined') return;
  for (const tag of document.querySelectorAll(`style[data-emotion^="${SERVED_STYLES_NAME} "]`)) {
    for (const name of (tag.getAttribute('data-emotion') ?? '').split(' ').slice(1))
      cache.inserted[name] = true;
  }
}

export function createStyleCache(): StyleCache {
  const cache = createCache({ key: STYLE_KEY, stylisPlugins: [webkitPrefixer] });
  adoptServedStyles(cache);
  return cache;
}

/**
 * The same system without its global CSS, for pages that link the global stylesheet (./global-css.ts),
 * which declares the layers' order too: the provider then renders no style of its own. Made over
 * the system rather than spread from it: in the browser builds `_global` is a getter that builds the
 * global CSS when read (shared/build/chakra-lazy-global-loader.cjs), and a spread would read it.
 */
export function withLinkedGlobalCss(base: SystemContext): SystemContext {
  return Object.create(base, {
    _global: { value: [], enumerable: true },
    _config: { value: { ...base._config, disableLayers: true }, enumerable: true },
  }) as SystemContext;
}

let linkedSystem: SystemContext | undefined;
function systemWithLinkedGlobalCss(): SystemContext {
  linkedSystem ??= withLinkedGlobalCss(productSystem());
  return linkedSystem;
}

interface UiProviderProps {
  children: ReactNode;
  /** The style cache of one server request, or the browser's that takes its styles over. */
  cache?: StyleCache;
  /**
   * `linked`: the page's <head> links the global stylesheet (the shell's pages do), so the
   * provider injects none of it; `inline` (tests, a remote running alone): the provider does.
   */
  globalCss?: 'inline' | 'linked';
}

/** The design system's provider: every app mounts its screens inside it (the shell once for all). */
export function UiProvider({ children, cache, globalCss = 'inline' }: UiProviderProps) {
  const ui = (
    <ChakraProvider value={globalCss === 'linked' ? systemWithLinkedGlobalCss() : productSystem()}>
      {children}
    </ChakraProvider>
  );
  return cache ? <CacheProvider value={cache}>{ui}</CacheProvider> : ui;
}
