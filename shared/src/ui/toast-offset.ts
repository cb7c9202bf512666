/**
 * Where the toasts stand: under the page's header (its cart and account buttons stay in reach), or,
 * while a modal dialog is open, under that dialog's header (its title and close button stay in
 * view: on a phone a dialog takes the whole screen). A dialog that opens sends away the toasts on
 * screen: they spoke of what led to it, and would cover what it shows.
 */
export const TOAST_TOP_VARIABLE = '--cm-toasts-top';

const OPEN_MODAL = '[role="dialog"][aria-modal="true"][data-state="open"]';

function bottomOf(element: Element | null): number {
  return element ? Math.max(0, Math.round(element.getBoundingClientRect().bottom)) : 0;
}

/** Measures again what the toasts stand under; call when a header or a dialog appears or goes. */
export function placeToasts(): void {
  if (typeof document === 'undefined') return;
  const dialogs = document.querySelectorAll(OPEN_MODAL);
  const dialog = dialogs[dialogs.length - 1];
  const top = dialog
    ? bottomOf(
        dialog.querySelector('[data-part="header"]') ?? dialog.querySelector('[data-part="close-trigger"]'),
      )
    : bottomOf(document.querySelector('header'));
  document.documentElement.style.setProperty(TOAST_TOP_VARIABLE, `${top}px`);
}

/** Dispatched on the document when a modal dialog opens (the toaster may be another bundle's copy). */
export const MODAL_OPENED_EVENT = 'cm:modal-opened';

export function announceModalOpened(): void {
  document.dispatchEvent(new Event(MODAL_OPENED_EVENT));
}
