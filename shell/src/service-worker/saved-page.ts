import { formatDateTime } from '@chargemaroc/shared/format';
import { formatMessage, coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { bannerMarkup, escapeHtml } from '../offline/banner';

/** Set on what the service worker keeps: when it was saved, and the page's title. */
export const SAVED_AT_HEADER = 'X-Cm-Saved-At';
export const TITLE_HEADER = 'X-Cm-Title';

const text = messages.offline;

export function savedAtOf(headers: Headers): number | null {
  const savedAt = Number(headers.get(SAVED_AT_HEADER));
  return Number.isFinite(savedAt) && savedAt > 0 ? savedAt : null;
}

export function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  return title
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** A saved page's HTML with the banner saying it may be out of date, and since when. */
export function withSavedBanner(html: string, savedAt: number): string {
  const banner = bannerMarkup(formatMessage(text.savedBanner, { date: formatDateTime(savedAt) }), savedAt);
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return banner + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + banner + html.slice(at);
}

export interface SavedPage {
  url: string;
  title: string;
  savedAt: number;
}

/**
 * The page shown offline for a page never opened on this device: what is available offline, and for
 * checkout and payment why they wait for the connection. No script (the page's CSP allows none inline).
 */
export function offlinePageHtml({ pages, onlineOnly }: { pages: SavedPage[]; onlineOnly: boolean }): string {
  const list = pages.length
    ? `<ul>${pages
        .map(
          ({ url, title, savedAt }) =>
            `<li><a href="${escapeHtml(url)}">${escapeHtml(title || url)}</a> <small>${escapeHtml(
              formatMessage(text.savedOn, { date: formatDateTime(savedAt) }),
            )}</small></li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(text.availableNone)}</p>`;
  const why = onlineOnly
    ? `<h2>${escapeHtml(text.onlineOnlyTitle)}</h2><p>${escapeHtml(text.onlineOnly)}</p>`
    : `<p>${escapeHtml(text.pageIntro)}</p>`;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0b6b4a"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(
    `${text.pageTitle} — ${messages.common.brand}`,
  )}</title><style>body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7faf9}main{max-width:40rem;margin:0 auto;padding:24px 16px}h1{color:#0b6b4a;font-size:1.6rem}h2{font-size:1.15rem}a{color:#0b6b4a}li{margin:6px 0}small{color:#4a5568}.retry{display:inline-block;margin-top:8px;padding:8px 16px;background:#0b6b4a;color:#fff;border-radius:6px;text-decoration:none}</style></head><body><main><p><strong>${escapeHtml(
    messages.common.brand,
  )}</strong></p><h1>${escapeHtml(text.pageTitle)}</h1>${why}<p><a class="retry" href="">${escapeHtml(
    text.retry,
  )}</a></p><h2>${escapeHtml(text.availableTitle)}</h2>${list}<p><small>${escapeHtml(
    text.formsNote,
  )}</small></p></main></body></html>`;
}
