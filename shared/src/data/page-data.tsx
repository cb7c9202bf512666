/**
 * Data a page was rendered with on the server, handed to the browser so its first render shows the
 * same content instead of loading again. The server answers with one JSON block; on the server
 * itself the renderer supplies a collector through the context.
 */
import { createContext, useContext } from 'react';
import { pageSingleton } from '../internal/page-singleton';

export const PAGE_DATA_ELEMENT_ID = 'cm-page-data';

/** What the server writes into the page: the remote page it rendered and the data it used. */
export interface ServerRenderedPage {
  remote: string;
  module: string;
  data: Record<string, unknown>;
}

export type PageDataHit<T> = { found: true; value: T } | { found: false };

export interface PageDataSource {
  read<T>(key: string): PageDataHit<T>;
  /** The first client render used it: later renders of the same key load afresh. */
  release(key: string): void;
  /** Server only: asks for `key` to be loaded before the next render pass. */
  request?(key: string, load: (signal: AbortSignal) => Promise<unknown>): void;
}

function isServerRenderedPage(value: unknown): value is ServerRenderedPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return typeof page.remote === 'string' && typeof page.module === 'string' && typeof page.data === 'object';
}

/** The page the server rendered, or null (client-rendered page, or a malformed block). */
export function readServerRenderedPage(): ServerRenderedPage | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isServerRenderedPage(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function createBrowserPageData(): PageDataSource {
  const entries = new Map(Object.entries(readServerRenderedPage()?.data ?? {}));
  return {
    read<T>(key: string): PageDataHit<T> {
      return entries.has(key) ? { found: true, value: entries.get(key) as T } : { found: false };
    },
    release: (key) => void entries.delete(key),
  };
}

const browserPageData = pageSingleton('page-data.v1', createBrowserPageData);

export const PageDataContext = createContext<PageDataSource>(browserPageData);

export function usePageData(): PageDataSource {
  return useContext(PageDataContext);
}

/** The cookies of the request a page is rendered for on the server; none in the browser. */
export const RequestCookiesContext = createContext<Readonly<Record<string, string>> | null>(null);

/** A cookie of the request being rendered on the server; undefined in the browser. */
export function useRequestCookie(name: string): string | undefined {
  return useContext(RequestCookiesContext)?.[name];
}

/** Thrown while rendering on the server by a screen that can only be shown by the browser for this request. */
export class RenderInBrowser extends Error {
  override readonly name = 'RenderInBrowser';
}
