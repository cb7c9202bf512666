import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

type Outcome<T> = { key: string } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * Runs `load` in the browser whenever `key` changes, aborting the previous run; the last answer wins.
 * While a new key loads, the previous data stays available (no flash of empty lists). For data a
 * widget loads after the page is shown; a page's own data comes from its route loader.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const runKey = `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);

  const settled = outcome?.key === runKey;
  useEffect(() => {
    if (settled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setOutcome({ key: runKey, ok: true, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key: runKey, ok: false, error });
      },
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new closure with the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  let state: AsyncState<T>;
  if (outcome?.key === runKey) {
    state = outcome.ok
      ? { status: 'success', data: outcome.data, error: null }
      : { status: 'error', data: undefined, error: outcome.error };
  } else {
    state = { status: 'loading', data: outcome?.ok ? outcome.data : undefined, error: null };
  }
  return { ...state, reload };
}
