import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { system } from './system';

export type StyleCache = EmotionCache;

/** Server styles and the browser's share this key: the browser's cache adopts the served <style> tags. */
export const STYLE_KEY = 'css';

export function createStyleCache(): StyleCache {
  return createCache({ key: STYLE_KEY });
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
