import { hasKeptEvents } from './early-events';
import { isInteractive, whenInteractive } from './page-interactive';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Calls `then` once: when the page responds, or at the visitor's first tap or key before that (a tap
 * already kept for a region still hydrating counts), whichever comes first. For what a tap may need
 * next (the sign-in page, the release check of navigations): fetched while the tapped part hydrates,
 * not after its replay.
 */
export function whenInteractiveOrUsed(then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, once, true);
    then();
  };
  if (isInteractive() || hasKeptEvents()) {
    once();
    return;
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, once, { capture: true, passive: true });
  whenInteractive(once);
}
