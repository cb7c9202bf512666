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

/**
 * The design system's provider: every app mounts its screens inside it (the shell once for all).
 * `cache` is the style cache of one server request, or the browser's that takes its styles over.
 */
export function UiProvider({ children, cache }: { children: ReactNode; cache?: StyleCache }) {
  const ui = <ChakraProvider value={system}>{children}</ChakraProvider>;
  return cache ? <CacheProvider value={cache}>{ui}</CacheProvider> : ui;
}
