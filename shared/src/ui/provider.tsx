import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { system } from './system';

export type StyleCache = EmotionCache;

/** Server styles and the browser's share this key: the browser's cache adopts the served <style> tags. */
export const STYLE_KEY = 'css';

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

export function createStyleCache(): StyleCache {
  return createCache({ key: STYLE_KEY, stylisPlugins: [webkitPrefixer] });
}

/** The same system without its global CSS, for pages that link the global stylesheet (./global-css.ts). */
const systemWithLinkedGlobalCss = { ...system, _global: [] };

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
    <ChakraProvider value={globalCss === 'linked' ? systemWithLinkedGlobalCss : system}>
      {children}
    </ChakraProvider>
  );
  return cache ? <CacheProvider value={cache}>{ui}</CacheProvider> : ui;
}
