import { startTransition, useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

type Outcome<T> = { key: string } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * Runs `load` in the browser whenever `key` changes, aborting the previous run; the last answer wins.
 * While a new key loads, the previous data stays available (no flash of empty lists). For data a
 * widget loads after the page is shown; a page's own data comes from its route loader.
 *
 * A `null` key loads nothing and never sets state ('idle'): a page whose widget has nothing to load
 * yet is not rendered again once hydrated, which would make React hydrate each of its parts still
 * waiting (their own Suspense boundaries) at once, in a blocking task each.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null) {
  const [attempt, setAttempt] = useState(0);
  const runKey = key === null ? null : `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);

  const settled = runKey === null || outcome?.key === runKey;
  useEffect(() => {
    if (settled || runKey === null) return;
    const controller = new AbortController();
    // what arrives is drawn as a transition: in slices the browser can interleave, not one blocking task
    const settle = (next: Outcome<T>) => {
      if (!controller.signal.aborted) startTransition(() => setOutcome(next));
    };
    load(controller.signal).then(
      (data) => settle({ key: runKey, ok: true, data }),
      (error: unknown) => settle({ key: runKey, ok: false, error }),
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new closure with the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  let state: AsyncState<T>;
  if (runKey === null) {
    state = { status: 'idle', data: undefined, error: null };
  } else if (outcome?.key === runKey) {
    state = outcome.ok
      ? { status: 'success', data: outcome.data, error: null }
      : { status: 'error', data: undefined, error: outcome.error };
  } else {
    state = { status: 'loading', data: outcome?.ok ? outcome.data : undefined, error: null };
  }
  return { ...state, reload };
}
