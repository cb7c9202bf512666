import { startTransition, type ReactNode } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';

/**
 * Hydrates the served page in a transition. React hydrates a root at a blocking priority by
 * default: everything outside the regions' Suspense boundaries (the router, the providers, the
 * frame) in one task. Started in a transition, that pass runs in 5 ms slices the browser can
 * interleave with input and paint, like the regions after it. A tap before it ends still hydrates
 * what it needs at once (React raises the priority of a discrete event's target).
 */
export function hydrateInSlices(hydrateRoot: typeof HydrateRoot, container: Element, page: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, page);
  });
}
