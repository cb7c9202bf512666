import { expect, test as base } from '@playwright/test';

/**
 * Pages are rendered on the server and then taken over by the browser; a click before the take-over
 * does nothing. `page.goto` and `page.reload` therefore wait until the page is interactive (the
 * shell marks <html data-interactive>), as a shopper waits for a page to respond.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const untilInteractive = async () => {
      if (javaScriptEnabled) await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // `waitUntil: 'commit'` hands the page back at once, 'domcontentloaded' once its first script has
    // run: to act on the server's markup itself
    const actsOnServedMarkup = (waitUntil?: string) =>
      waitUntil === 'commit' || waitUntil === 'domcontentloaded';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!actsOnServedMarkup(options?.waitUntil)) await untilInteractive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive();
      return response;
    };
    await provide(page);
  },
});

export { expect };
export type { Locator, Page } from '@playwright/test';
