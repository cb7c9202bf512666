/**
 * Server rendering of a screen (Node only, never bundled for the browser): renders until the data
 * its `useAsync` calls ask for has arrived, and returns the HTML, the styles it uses and the data,
 * which the page hands to the browser so its first render is the same.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { configureApi } from '../api/client';
import {
  PageDataContext,
  RenderInBrowser,
  RequestCookiesContext,
  type PageDataHit,
  type PageDataSource,
} from '../data/page-data';
import { UiProvider } from '../ui/provider';

export interface RenderedStyle {
  name: string;
  css: string;
  /** Not a class (global rules, keyframes): deduplicated by name across renders. */
  global: boolean;
}

export interface RenderedScreen {
  html: string;
  styles: RenderedStyle[];
  data: Record<string, unknown>;
}

export const SERVER_RENDER_TIMEOUT_MS = 2500;
const MAX_PASSES = 4;
const STYLE_KEY = 'css';

class PageDataCollector implements PageDataSource {
  readonly values = new Map<string, unknown>();
  private readonly failed = new Set<string>();
  private pending = new Map<string, Promise<void>>();
  private readonly timeUp: Promise<void>;

  constructor(private readonly signal: AbortSignal) {
    this.timeUp = new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  }

  read<T>(key: string): PageDataHit<T> {
    return this.values.has(key) ? { found: true, value: this.values.get(key) as T } : { found: false };
  }

  release(): void {}

  request(key: string, load: (signal: AbortSignal) => Promise<unknown>): void {
    if (this.values.has(key) || this.failed.has(key) || this.pending.has(key)) return;
    const settled = load(this.signal).then(
      (value) => void this.values.set(key, value),
      () => void this.failed.add(key),
    );
    this.pending.set(key, settled);
  }

  /** Waits for what the last pass asked for; false when it asked for nothing (or time is up). */
  async settle(): Promise<boolean> {
    if (this.pending.size === 0 || this.signal.aborted) return false;
    const waiting = [...this.pending.values()];
    this.pending = new Map();
    await Promise.race([Promise.all(waiting), this.timeUp]);
    return !this.signal.aborted;
  }
}

function renderedStyles(cache: EmotionCache, html: string): RenderedStyle[] {
  const styles: RenderedStyle[] = [];
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const className = `${cache.key}-${name}`;
    const global = cache.registered[className] === undefined;
    if (global || html.includes(className)) styles.push({ name, css, global });
  }
  return styles;
}

/** Renders `screen`, loading its data first; gives up waiting after `timeoutMs` (the browser loads the rest). */
export async function renderScreen(
  screen: ReactElement,
  timeoutMs = SERVER_RENDER_TIMEOUT_MS,
): Promise<RenderedScreen> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const collector = new PageDataCollector(controller.signal);
  // one style cache for every pass: the styles of a pass are computed once, not again in the next
  const cache = createCache({ key: STYLE_KEY });
  // compat mode keeps the styles in the cache instead of writing <style> tags into the markup
  cache.compat = true;
  try {
    for (let pass = 1; ; pass += 1) {
      const html = renderToString(
        <PageDataContext.Provider value={collector}>
          <CacheProvider value={cache}>{screen}</CacheProvider>
        </PageDataContext.Provider>,
      );
      if (pass === MAX_PASSES || !(await collector.settle())) {
        return { html, styles: renderedStyles(cache, html), data: Object.fromEntries(collector.values) };
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The <style> tags for the head, in the form the browser's style cache takes over: one tag per
 * global rule set, one for every class.
 */
export function styleTags(styles: readonly RenderedStyle[]): string {
  const seen = new Set<string>();
  const globals: string[] = [];
  const classNames: string[] = [];
  let classCss = '';
  for (const style of styles) {
    if (seen.has(style.name)) continue;
    seen.add(style.name);
    if (style.global)
      globals.push(`<style data-emotion="${STYLE_KEY}-global ${style.name}">${style.css}</style>`);
    else {
      classNames.push(style.name);
      classCss += style.css;
    }
  }
  const classTag = classNames.length
    ? `<style data-emotion="${STYLE_KEY} ${classNames.join(' ')}">${classCss}</style>`
    : '';
  return globals.join('') + classTag;
}

/** What the production origin asks a section to render: one of its exposed pages at a URL. */
export interface PageRenderRequest {
  /** The exposed module, as the shell's route table names it (e.g. 'ProductPage'). */
  module: string;
  /** The route's path pattern, so the page reads its parameters as in the browser. */
  pattern: string;
  url: string;
  /** Where the server reaches the CMS API. */
  apiBaseUrl: string;
  /** The request's cookies (a page may read hints the browser left, never a session). */
  cookies?: Readonly<Record<string, string>>;
}

/** A section's server renderer over the pages it can render; other pages answer null (rendered in the browser). */
export function createPageRenderer(pages: Readonly<Record<string, ComponentType>>) {
  return async function renderPage(request: PageRenderRequest): Promise<RenderedScreen | null> {
    const Page = pages[request.module];
    if (!Page) return null;
    configureApi({ baseURL: request.apiBaseUrl });
    try {
      return await renderScreen(
        <RequestCookiesContext.Provider value={request.cookies ?? {}}>
          <UiProvider>
            <StaticRouter location={request.url}>
              <Routes>
                <Route path={request.pattern} element={<Page />} />
              </Routes>
            </StaticRouter>
          </UiProvider>
        </RequestCookiesContext.Provider>,
      );
    } catch (error) {
      if (error instanceof RenderInBrowser) return null;
      throw error;
    }
  };
}
