/**
 * Bringing a region into view on this page: its top just under the shell's sticky header (which
 * `scrollIntoView` ignores: on a phone the header and its search row hide ≈ 110 px of what is
 * scrolled to), then the focus on it, so a keyboard or screen-reader user is where the eyes are.
 */
const GAP_PX = 12;

function stickyHeaderHeight(doc: Document): number {
  const header = doc.querySelector('header');
  if (!header) return 0;
  const { position } = doc.defaultView?.getComputedStyle(header) ?? { position: '' };
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/** The scroll position that puts `element`'s top under the sticky header. */
export function topBelowHeader(element: HTMLElement, doc: Document = element.ownerDocument): number {
  const view = doc.defaultView;
  const top = element.getBoundingClientRect().top + (view?.scrollY ?? 0) - stickyHeaderHeight(doc) - GAP_PX;
  return Math.max(0, Math.round(top));
}

export function revealBelowHeader(element: HTMLElement, focusTarget: HTMLElement = element): void {
  const view = element.ownerDocument.defaultView;
  if (view) {
    const reduceMotion = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    view.scrollTo?.({ top: topBelowHeader(element), behavior: reduceMotion ? 'auto' : 'smooth' });
  }
  focusTarget.focus({ preventScroll: true });
}
