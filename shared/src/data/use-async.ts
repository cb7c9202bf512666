import { useCallback, useEffect, useState } from 'react';
import { usePageData } from './page-data';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

type Outcome<T> = { key: string } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * Runs `load` whenever `key` changes, aborting the previous run; the last answer wins.
 * While a new key loads, the previous data stays available (no flash of empty lists).
 * `key` names the data in the whole page (prefix it with the section): a server-rendered page
 * hands its data over under that key, so the first render shows it without loading again.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const pageData = usePageData();
  const [attempt, setAttempt] = useState(0);
  const runKey = `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome<T> | null>(() => {
    const rendered = pageData.read<T>(key);
    return rendered.found ? { key: runKey, ok: true, data: rendered.value } : null;
  });
  if (outcome === null) pageData.request?.(key, load);

  const settled = outcome?.key === runKey;
  useEffect(() => {
    if (settled) {
      pageData.release(key);
      return;
    }
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
