/**
 * The page's side of offline support (decision 026), loaded once the page responds: registers the
 * service worker, keeps the pages opened here for offline reading, says when the connection drops or
 * data comes from the device, asks the worker to send the kept forms when the connection returns and
 * tells the shopper when they have gone (through the one toaster).
 */
import { apiClient } from '@chargemaroc/shared/api';
import { outboxMessage, isOutboxKind } from '@chargemaroc/shared/api/outbox';
import { formatDateTime } from '@chargemaroc/shared/format';
import { formatMessage, coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { offlineServedStore } from '@chargemaroc/shared/stores/offline-served';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { notify, preloadToaster } from '@chargemaroc/shared/ui/toaster';
import { nextTask } from '../early/next-task';
import { isKeptPage, isOnlineOnly } from '../service-worker/page-rules';
import { BANNER_ID, BANNER_STYLE } from './banner';
import { savesData } from './saves-data';

/** A banner the page put up itself (a saved page's own, from the worker, is left as it is). */
const PAGE_BANNER = 'page';

function showBanner(text: string) {
  let banner = document.getElementById(BANNER_ID);
  if (banner && banner.dataset.source !== PAGE_BANNER) return;
  if (!banner) {
    banner = document.createElement('div');
    banner.id = BANNER_ID;
    banner.dataset.source = PAGE_BANNER;
    banner.setAttribute('role', 'status');
    banner.style.cssText = BANNER_STYLE;
    document.body.prepend(banner);
  }
  banner.textContent = text;
}

function hidePageBanner() {
  const banner = document.getElementById(BANNER_ID);
  if (banner?.dataset.source === PAGE_BANNER) banner.remove();
}

const lostText = () =>
  isOnlineOnly(window.location.pathname) ? messages.offline.onlineOnlyBanner : messages.offline.lostBanner;

/** The page's own scripts and styles, fetched before the worker was there to keep them. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/`));
}

function post(message: unknown) {
  navigator.serviceWorker.controller?.postMessage(message);
}

function onWorkerMessage(event: MessageEvent) {
  const message = event.data as { type?: string; kind?: unknown; reason?: unknown; savedAt?: unknown } | null;
  if (message?.type === 'offline:saved-data' && typeof message.savedAt === 'number') {
    offlineServedStore.getState().showingSavedData(message.savedAt);
    showBanner(formatMessage(messages.offline.savedDataBanner, { date: formatDateTime(message.savedAt) }));
  } else if (message?.type === 'outbox:delivered' && isOutboxKind(message.kind)) {
    notify({ type: 'success', title: outboxMessage('delivered', message.kind) });
  } else if (message?.type === 'outbox:refused' && isOutboxKind(message.kind)) {
    const reason = typeof message.reason === 'string' ? message.reason : undefined;
    notify({ type: 'error', title: outboxMessage('refused', message.kind, reason) });
  }
}

/** Each page reached inside the app is kept too, as a document (not with Save-Data: it costs a download). */
function keepPagesReached() {
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  let last = window.location.pathname;
  navigation?.addEventListener('currententrychange', () => {
    const { pathname, href } = window.location;
    if (pathname === last) return;
    last = pathname;
    if (navigator.onLine && !savesData() && isKeptPage(pathname))
      post({ type: 'offline:keep-page', url: href });
  });
}

async function start() {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  const served = offlineServedStore.getState();
  window.addEventListener('offline', () => {
    served.connectionChanged(false);
    showBanner(lostText());
  });
  window.addEventListener('online', () => {
    served.connectionChanged(true);
    hidePageBanner();
    post({ type: 'offline:online' });
  });
  if (!navigator.onLine) showBanner(lostText());
  sessionStore.subscribe((state, previous) => {
    if (previous.jwt && !state.jwt) post({ type: 'offline:signed-out' });
  });
  keepPagesReached();

  const registration = await navigator.serviceWorker.register('/sw.js', {
    scope: '/',
    updateViaCache: 'none',
  });
  const firstVisit = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    // the worker takes the open page over (clients.claim): wait for it
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  }
  post({ type: 'offline:hello' });
  // what a form sent offline needs (the API client's library, the toaster, the footer sign-up's
  // request, which the footer loads only when used): fetched now through the worker, which keeps
  // them (not with Save-Data: a form sent offline then only says it is kept)
  // (one after the other, each evaluated in a task of its own: together they made a long task)
  if (!savesData()) {
    for (const preload of [
      apiClient.preload,
      preloadToaster,
      () => import('../features/layout/api/newsletter'),
    ]) {
      await preload();
      await nextTask();
    }
  }
  // this page came before the worker: keep it (its files come from the browser's cache)
  if (firstVisit && isKeptPage(window.location.pathname) && !savesData())
    post({ type: 'offline:keep-page', url: window.location.href, files: loadedFiles() });
  void registration;
}

void start().catch((error: unknown) => console.error('[offline] service worker not registered', error));
