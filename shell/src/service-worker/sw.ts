/// <reference lib="webworker" />
/**
 * The service worker (decision 026): the site installable and readable on a weak connection.
 * - Documents: network first (a short wait), so a shopper online gets the live releases and prices;
 *   when the network fails or is too slow, the page saved on this device with a banner saying since
 *   when, else the offline page. Checkout and payment are never kept.
 * - API reads: network first the same way; data served from the device is announced to the page.
 * - Versioned files (a release's `/remotes/<app>/<version>/…`, the shell's hashed `/static/…`):
 *   from the device first, they never change; the release files no page kept needs and no longer
 *   live are removed (compared with /remotes.json). /remotes.json itself is never answered from here.
 * - Forms marked for the outbox: kept when the origin cannot be reached, sent when it can again.
 */
import { clientsClaim } from 'workbox-core';
import { Queue } from 'workbox-background-sync';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { OutboxWaiting, outboxKindOf, sendKept, sendOrKeep, type OutboxNews } from './outbox';
import { isKeptPage, isOnlineOnly, isVersionedFile } from './page-rules';
import { filesToRemove, liveReleases, releasesNamed } from './release-files';
import { smallerImage } from './save-data';
import {
  SAVED_AT_HEADER,
  TITLE_HEADER,
  offlinePageHtml,
  savedAtOf,
  titleOf,
  withSavedBanner,
  type SavedPage,
} from './saved-page';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const PAGES = 'cm-pages-v1';
const DATA = 'cm-data-v1';
const CODE = 'cm-code-v1';
const FILES = 'cm-files-v1';
const IMAGES = 'cm-images-v1';
const NEWS = 'cm-outbox-news-v1';
const NEWS_KEY = '/__outbox-news';
/** How long a document or an API read may take before the saved copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY = 24 * 60 * 60;

// the icons and the web app manifest (the shell's build lists them here)
precacheAndRoute(self.__WB_MANIFEST);

/** The copy kept of a complete answer: with when it was saved (and a page's title, for the offline page). */
async function stamped(response: Response): Promise<Response | null> {
  if (response.status !== 200) return null;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const isHtml = (headers.get('Content-Type') ?? '').includes('text/html');
  if (!isHtml) return new Response(response.body, { status: 200, headers });
  const html = await response.text();
  headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
  return new Response(html, { status: 200, headers });
}
const stampSaved: WorkboxPlugin = { cacheWillUpdate: ({ response }) => stamped(response) };

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    stampSaved,
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
const data = new NetworkFirst({
  cacheName: DATA,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    stampSaved,
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
  ],
});
const onlyComplete: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES);
  const list: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const savedAt = response ? savedAtOf(response.headers) : null;
    if (!response || savedAt === null) continue;
    const url = new URL(request.url);
    list.push({
      url: url.pathname + url.search,
      title: decodeURIComponent(response.headers.get(TITLE_HEADER) ?? ''),
      savedAt,
    });
  }
  return list.sort((a, b) => b.savedAt - a.savedAt);
}

async function offlinePage(pathname: string): Promise<Response> {
  const html = offlinePageHtml({ pages: await savedPages(), onlineOnly: isOnlineOnly(pathname) });
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function savedCopyShown(response: Response): Promise<Response> {
  const savedAt = savedAtOf(response.headers);
  if (savedAt === null) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(withSavedBanner(await response.text(), savedAt), { status: 200, headers });
}

// Documents
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event, url }) => {
    if (!isKeptPage(url.pathname)) {
      try {
        return await fetch(request);
      } catch {
        return offlinePage(url.pathname);
      }
    }
    try {
      return await savedCopyShown(await pages.handle({ request, event }));
    } catch {
      return offlinePage(url.pathname);
    }
  },
);

/** Tells the page that sent a request that what it shows came from the device, and since when. */
async function tellSavedData(clientId: string, response: Response) {
  const savedAt = savedAtOf(response.headers);
  if (savedAt === null || !clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage({ type: 'offline:saved-data', savedAt });
}

// API reads (remotes.json, search suggestions as typed and the session's own reads are not kept)
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/search/suggest') &&
    !url.pathname.startsWith('/api/users/me'),
  async ({ request, event }) => {
    const response = await data.handle({ request, event });
    if (event instanceof FetchEvent) event.waitUntil(tellSavedData(event.clientId, response));
    return response;
  },
);

// Versioned files: they never change under their address
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isVersionedFile(url.pathname),
  new CacheFirst({
    cacheName: CODE,
    plugins: [
      onlyComplete,
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The CMS's pictures, smaller with Save-Data
const images = new CacheFirst({
  cacheName: IMAGES,
  plugins: [
    onlyComplete,
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
  async ({ request, event, url }) => {
    const smaller = request.headers.get('Save-Data') === 'on' ? smallerImage(url) : null;
    if (smaller) {
      const response = await images.handle({ request: new Request(smaller), event }).catch(() => null);
      if (response?.ok) return response;
    }
    return images.handle({ request, event });
  },
);

// The shell's other files (favicon, pictures): the saved one at once, refreshed behind
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && /^\/(?:images\/|favicon\.svg$)/.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: FILES, plugins: [onlyComplete] }),
);

// Forms: kept when the origin cannot be reached, sent when it can
async function tell(news: OutboxNews[]) {
  if (news.length === 0) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    for (const client of windows) for (const item of news) client.postMessage(item);
    return;
  }
  // no page open: told at the next visit
  const cache = await caches.open(NEWS);
  const waiting = (await (await cache.match(NEWS_KEY))?.json().catch(() => [])) as OutboxNews[] | undefined;
  await cache.put(NEWS_KEY, Response.json([...(waiting ?? []), ...news]));
}

async function toldAtVisit(client: Client) {
  const cache = await caches.open(NEWS);
  const waiting = (await (await cache.match(NEWS_KEY))?.json().catch(() => [])) as OutboxNews[] | undefined;
  await cache.delete(NEWS_KEY);
  for (const item of waiting ?? []) client.postMessage(item);
}

let sending: Promise<void> | null = null;
let askedAgain = false;
/**
 * One sending at a time, whoever asks (a sync event, a page back online, a visit); asked while one
 * runs (the connection came back as it failed), it runs once more after it.
 */
function sendKeptOnce(): Promise<void> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = (async () => {
    do {
      askedAgain = false;
      try {
        await tell(await sendKept(outbox));
      } catch (error) {
        if (error instanceof OutboxWaiting) await tell(error.news);
        if (!askedAgain) throw error;
      }
    } while (askedAgain);
  })().finally(() => {
    sending = null;
  });
  return sending;
}

const outbox = new Queue('cm-outbox', {
  maxRetentionTime: 7 * 24 * 60,
  // without Background Sync, Workbox calls this when the worker starts (the next visit)
  onSync: () => sendKeptOnce(),
});

self.addEventListener('fetch', (event) => {
  const kind = outboxKindOf(event.request);
  if (!kind || new URL(event.request.url).origin !== self.location.origin) return;
  event.respondWith(sendOrKeep(event.request, kind, outbox));
});

let lastCleanup = 0;
/** Release files no page needs any more: not live, and named by no kept page (at most hourly). */
async function removeUnusedReleases() {
  if (Date.now() - lastCleanup < 60 * 60 * 1000) return;
  lastCleanup = Date.now();
  let live: Set<string> | null;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    live = response.ok ? liveReleases(await response.json()) : null;
  } catch {
    return;
  }
  if (!live) return;
  const named = new Set<string>();
  const pageCache = await caches.open(PAGES);
  for (const request of await pageCache.keys()) {
    const html = await (await pageCache.match(request))?.text();
    for (const release of releasesNamed(html ?? '')) named.add(release);
  }
  const code = await caches.open(CODE);
  const urls = (await code.keys()).map((request) => request.url);
  await Promise.all(filesToRemove(urls, live, named).map((url) => code.delete(url)));
}

/** Documents and files of a page loaded before this worker controlled it, kept now. */
async function keepPage(url: string, files: string[]) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin || !isKeptPage(target.pathname)) return;
  const request = new Request(target.href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const response = await fetch(request);
  const saved = await stamped(response);
  if (saved) await (await caches.open(PAGES)).put(request, saved);
  const code = await caches.open(CODE);
  await Promise.all(
    files
      .map((file) => new URL(file, self.location.origin))
      .filter((file) => file.origin === self.location.origin && isVersionedFile(file.pathname))
      .map(async (file) => {
        if (!(await code.match(file.href))) await code.add(file.href).catch(() => undefined);
      }),
  );
}

type PageMessage =
  | { type: 'offline:hello' }
  | { type: 'offline:online' }
  | { type: 'offline:keep-page'; url: string; files?: string[] }
  | { type: 'offline:signed-out' };

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  const work = (async () => {
    switch (message?.type) {
      case 'offline:hello':
        if (event.source && 'id' in event.source) await toldAtVisit(event.source as Client);
        await sendKeptOnce().catch(() => undefined);
        await removeUnusedReleases();
        return;
      case 'offline:online':
        await sendKeptOnce().catch(() => undefined);
        await removeUnusedReleases();
        return;
      case 'offline:keep-page':
        await keepPage(message.url, message.files ?? []);
        return;
      case 'offline:signed-out':
        // the account's own reads (orders…) stay on no shared device after signing out
        await caches.delete(DATA);
        return;
      default:
        return;
    }
  })().catch(() => undefined);
  event.waitUntil(work);
});

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // caches of an older layout of this worker
      const ours = new Set([PAGES, DATA, CODE, FILES, IMAGES, NEWS]);
      for (const name of await caches.keys())
        if (name.startsWith('cm-') && !ours.has(name)) await caches.delete(name);
      await removeUnusedReleases();
    })(),
  );
});
clientsClaim();
