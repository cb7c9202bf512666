/** Product comparison: at most three products, each once. */
import { formatMessage, messages } from '../messages/fr.js';

export const MAX_COMPARED = 3;

export type ComparisonResult<T> = { ok: true; items: T[] } | { ok: false; items: T[]; message: string };

export function addToComparison<T extends { id: string }>(
  items: readonly T[],
  product: T,
): ComparisonResult<T> {
  if (items.some((item) => item.id === product.id)) {
    return { ok: false, items: [...items], message: messages.comparison.duplicate };
  }
  if (items.length >= MAX_COMPARED) {
    return {
      ok: false,
      items: [...items],
      message: formatMessage(messages.comparison.full, { max: MAX_COMPARED }),
    };
  }
  return { ok: true, items: [...items, product] };
}

export function removeFromComparison<T extends { id: string }>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

export function canCompare(items: readonly { id: string }[], id: string): boolean {
  return items.length < MAX_COMPARED && !items.some((item) => item.id === id);
}
