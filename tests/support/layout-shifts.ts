import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by an input (CLS), from its first paint: call before
 * `page.goto`, then read the total with the function it gives back.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { cls: number }).cls);
}
