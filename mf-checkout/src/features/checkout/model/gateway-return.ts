import { paths } from '@chargemaroc/shared/routing/paths';

interface RouterEntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The card gateway's pages are answers to form posts: going back to one asks to post it again, and
 * the browser shows a re-submission error. Back from the payment's result lands on the order instead:
 * the entry of this return becomes the order's page, and the result stays on a new entry above it.
 */
export function putOrderBehind(orderId: string, win: Window = window): void {
  const { history, location } = win;
  const current = (history.state ?? {}) as RouterEntryState;
  const index = typeof current.idx === 'number' ? current.idx : 0;
  const here = `${location.pathname}${location.search}${location.hash}`;
  // the router's entry shape ({ usr, key, idx }), so that Back is an ordinary navigation to the order
  history.replaceState(
    { usr: null, key: `order-${orderId}`, idx: index },
    '',
    paths.order.href({ id: orderId }),
  );
  history.pushState({ ...current, idx: index + 1 }, '', here);
}
