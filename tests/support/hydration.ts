import type { Page } from '@playwright/test';

/** What React and the browser say when the served markup and the hydrated tree differ. */
const HYDRATION_PROBLEM = /hydrat|did not match|#418|#419|#423|#425/i;

/**
 * Starts listening to the page's errors, warnings and uncaught exceptions; the function it returns
 * gives those that speak of hydration (expected: none).
 */
export function watchHydrationProblems(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => problems.filter((text) => HYDRATION_PROBLEM.test(text));
}
