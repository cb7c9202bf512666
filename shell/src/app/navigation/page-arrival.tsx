import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import { MAIN_CONTENT_ID } from '../../features/layout/SkipLink';

let announcement = '';
const listeners = new Set<() => void>();
function announce(text: string) {
  announcement = text;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says the new page's heading to screen readers; it stays in the frame while pages come and go. */
export function PageAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => announcement,
    () => '',
  );
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {text}
    </VisuallyHidden>
  );
}

/**
 * Moves focus to the new page's heading when another page opens, as a new document would start there
 * for a keyboard or a screen reader. It sits in the page's region, so it runs once that page is on
 * screen (not while its code or data is still on the way). A change of query on the same page (a
 * filter, a sort) leaves focus on the control that made it; the first page of a visit is left alone.
 */
export function PageArrival() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // the scroll is the router's (top for a new page, the kept place on Back)
    target.focus({ preventScroll: true });
    announce(heading?.textContent?.trim() || document.title);
  }, [pathname]);
  return null;
}
