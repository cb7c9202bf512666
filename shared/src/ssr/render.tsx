/**
 * Server rendering helpers (Node only, never bundled for the browser): one style cache per request,
 * the whole tree rendered to HTML once every boundary is ready, and the styles it used for the head
 * in the form the browser's style cache takes over.
 */
import { createStyleCache, SERVED_STYLES_NAME, type StyleCache } from '../ui/provider';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/** A style cache for one request: compat mode keeps the styles in the cache instead of in the markup. */
export function createRequestStyleCache(): StyleCache {
  const cache = createStyleCache();
  cache.compat = true;
  return cache;
}

export interface RenderedHtml {
  html: string;
  /** Errors thrown while rendering (a region fell back to the browser). */
  errors: unknown[];
}

/** Renders `tree` to a string once all of it is ready (data comes from loaders, so nothing waits long). */
export function renderToHtml(tree: ReactNode): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ html, errors });
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // never split a boundary out into a later chunk: that needs inline scripts, which the CSP refuses
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => void errors.push(error),
    });
  });
}

/**
 * The <style> tags for the head: one per global rule set, one for every class the markup uses, in
 * the form the browser's style cache adopts without inserting or moving them (`data-s`: placed
 * already, for emotion's own default cache; the class tag's names: see SERVED_STYLES_NAME).
 */
export function styleTags(cache: StyleCache, html: string): string {
  const globals: string[] = [];
  const classNames: string[] = [];
  let classCss = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || css === '') continue;
    const className = `${cache.key}-${name}`;
    if (cache.registered[className] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${name}" data-s="">${css}</style>`);
    } else if (html.includes(className)) {
      classNames.push(name);
      classCss += css;
    }
  }
  const classTag = classNames.length
    ? `<style data-emotion="${SERVED_STYLES_NAME} ${classNames.join(' ')}" data-s="">${classCss}</style>`
    : '';
  return globals.join('') + classTag;
}
