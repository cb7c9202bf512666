/**
 * The one way a form shows a refused submission: its first field in error is brought into view
 * (centred, clear of the sticky header) and focused, so the shopper sees the message beside it and
 * can type the fix at once. Fields mark their error as the design system does: `aria-invalid` on the
 * control, or `data-invalid` on the field around it (the star rating's radio group included). A
 * form-level message (role="alert") is the fallback.
 */
const FIELD_IN_ERROR = [
  '[aria-invalid="true"]',
  '[data-invalid] input:not([type="hidden"])',
  '[data-invalid] select',
  '[data-invalid] textarea',
  '[data-invalid] [role="radiogroup"]',
].join(', ');

function firstError(container: ParentNode): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>(FIELD_IN_ERROR) ??
    container.querySelector<HTMLElement>('[role="alert"]')
  );
}

/** Frames to wait for the errors to be drawn (about half a second at 60 frames a second). */
const FRAMES_TO_WAIT = 30;

function reveal(target: HTMLElement) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  // (not in every environment: jsdom has no layout)
  target.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  // a group of choices: its chosen one, else its first
  const focusable =
    target.getAttribute('role') === 'radiogroup'
      ? (target.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
        target.querySelector<HTMLElement>('[role="radio"]') ??
        target)
      : target;
  if (focusable.tabIndex < 0 && !focusable.hasAttribute('tabindex')) focusable.setAttribute('tabindex', '-1');
  focusable.focus({ preventScroll: true });
}

/**
 * Call after setting the errors: they are looked for once the page has drawn them. Set after an
 * awaited answer, errors are drawn by React's scheduler, which may come a frame or two later: the
 * look is made again at each frame until they are there, for half a second at most.
 */
export function revealFirstError(container: HTMLElement | null | undefined): void {
  if (!container || typeof window === 'undefined') return;
  let framesLeft = FRAMES_TO_WAIT;
  const look = () => {
    const target = firstError(container);
    if (target) reveal(target);
    else if (framesLeft-- > 0 && container.isConnected) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
