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

/**
 * The elements whose id in the served markup is not the one React gave them when hydrating (`useId`):
 * React keeps the markup's attribute without a word, so only this comparison shows that the server's
 * tree and the browser's differ above them.
 */
export function idsReactDisagreesWith(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const disagreements: string[] = [];
    for (const element of document.querySelectorAll('[id^="_R_"], [id^="«"]')) {
      const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
      if (!propsKey) continue;
      const props = (element as unknown as Record<string, { id?: string }>)[propsKey];
      if (props?.id !== element.id)
        disagreements.push(`${element.tagName} ${element.id} (React: ${props?.id})`);
    }
    return disagreements;
  });
}
