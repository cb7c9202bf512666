/**
 * The page responds once every region of the frame has hydrated: <html data-interactive> says so
 * (the end-to-end tests and the benchmark wait for it too).
 */
export const isInteractive = () => document.documentElement.dataset.interactive === 'true';

export function markInteractive(): void {
  document.documentElement.dataset.interactive = 'true';
}

/** Calls `then` once the page responds (at once if it does already). */
export function whenInteractive(then: () => void): void {
  if (isInteractive()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!isInteractive()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });
}
