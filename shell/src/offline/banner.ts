/**
 * The offline banner: one element above the page (outside #root, so hydration never sees it), put in
 * a saved page by the service worker before the page's code runs, or by the page itself when the
 * connection drops or data comes from the device. Plain HTML and inline styles: it shows without the
 * design system, and the page's CSP allows inline styles only.
 */
export const BANNER_ID = 'cm-offline-banner';

export const BANNER_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:1500',
  'margin:0',
  'padding:8px 16px',
  'background:#fff4d6',
  'color:#4a3200',
  'border-bottom:1px solid #e0b54a',
  'font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  'text-align:center',
].join(';');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The banner as markup, for a saved page's HTML; it carries when the page was saved, for the page's code. */
export function bannerMarkup(text: string, savedAt: number): string {
  return `<div id="${BANNER_ID}" role="status" data-saved-at="${savedAt}" style="${BANNER_STYLE}">${escapeHtml(text)}</div>`;
}

/** When the page shown was saved on the device, if it is such a copy (read from the worker's banner). */
export function savedAtOfPage(): number | null {
  const savedAt = Number(document.getElementById(BANNER_ID)?.dataset.savedAt);
  return Number.isFinite(savedAt) && savedAt > 0 ? savedAt : null;
}
