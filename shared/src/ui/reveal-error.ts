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

/** Call after setting the errors: they are looked for once the page has drawn them. */
export function revealFirstError(container: HTMLElement | null | undefined): void {
  if (!container || typeof window === 'undefined') return;
  requestAnimationFrame(() => {
    const target = firstError(container);
    if (!target) return;
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
    if (focusable.tabIndex < 0 && !focusable.hasAttribute('tabindex'))
      focusable.setAttribute('tabindex', '-1');
    focusable.focus({ preventScroll: true });
  });
}
