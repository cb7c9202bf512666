/** Which comments this browser found helpful: one vote per comment, kept only in localStorage. */
import { useCallback, useSyncExternalStore } from 'react';

export const HELPFUL_STORAGE_KEY = 'cm.comments.helpful.v1';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();

function readIds(): ReadonlySet<string> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(HELPFUL_STORAGE_KEY);
  } catch {
    return cachedIds;
  }
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = new Set(
      Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    cachedIds = new Set();
  }
  return cachedIds;
}

/** Records a vote; answers false when this comment already had one. */
export function recordHelpfulVote(commentId: string): boolean {
  const ids = readIds();
  if (ids.has(commentId)) return false;
  try {
    window.localStorage.setItem(HELPFUL_STORAGE_KEY, JSON.stringify([...ids, commentId]));
  } catch {
    // Storage full or blocked: the vote still counts for this page view.
    cachedIds = new Set([...ids, commentId]);
  }
  listeners.forEach((listener) => listener());
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HELPFUL_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHelpfulVotes() {
  const votedIds = useSyncExternalStore(subscribe, readIds, readIds);
  const hasVoted = useCallback((commentId: string) => votedIds.has(commentId), [votedIds]);
  return { hasVoted, vote: recordHelpfulVote };
}
