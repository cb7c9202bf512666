import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

/**
 * A list's query (filters, sort, page) as the visitor chose it. The address changes only once the
 * list's data has arrived; what was chosen shows at once (a box is ticked as it is clicked) and a
 * second choice made meanwhile starts from the first, so both count and the last one wins.
 */
export function useListSearchParams(): {
  searchParams: URLSearchParams;
  /** True while the list for the chosen query is on its way. */
  pending: boolean;
  setSearchParams: (next: URLSearchParams) => void;
} {
  const [current, navigate] = useSearchParams();
  const { pathname, key } = useLocation();
  const navigation = useNavigation();
  // what was chosen on this entry of the history: once the router has moved on (the list arrived,
  // failed or was left), the address says what is shown
  const [chosen, setChosen] = useState<{ search: string; on: string } | null>(null);
  // forgotten as soon as the entry changes, or Back to this entry would bring it back
  if (chosen && chosen.on !== key) setChosen(null);
  const stillChosen = chosen?.on === key ? chosen.search : null;
  const navigatingHere = navigation.state !== 'idle' && navigation.location?.pathname === pathname;
  const shown = stillChosen ?? (navigatingHere ? navigation.location.search.slice(1) : current.toString());

  const setSearchParams = useCallback(
    (next: URLSearchParams) => {
      setChosen({ search: next.toString(), on: key });
      // the router keeps the place in the page; revealListTop decides where the list shows
      navigate(next, { preventScrollReset: true });
    },
    [navigate, key],
  );
  const searchParams = useMemo(() => new URLSearchParams(shown), [shown]);
  return { searchParams, pending: stillChosen !== null || navigatingHere, setSearchParams };
}

/**
 * After a new page of a list is chosen, its top is where a visitor expects to be: a visitor who had
 * scrolled past it (at the pagination) is taken back up to it, not to the top of the page; one who
 * sees it already stays where they are.
 */
export function revealListTop(element: Element | null): void {
  if (!element) return;
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = element.getBoundingClientRect().top;
  if (top >= Math.max(headerBottom, 0)) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: window.scrollY + top - headerBottom - 8,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
}
