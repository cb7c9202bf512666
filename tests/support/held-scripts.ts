import type { Page } from '@playwright/test';

/**
 * Holds every script but the shell's first one (main.*.js) until the returned function is called:
 * the page as a visitor on a slow phone has it, painted but not yet responding. Open the page with
 * `waitUntil: 'domcontentloaded'`: the first script has then run (a module script runs before that
 * event) and keeps what is done to the page; a tap before it arrives is the browser's alone.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(
    (url) => /\.js$/.test(url.pathname) && !/\/static\/js\/main\.[^/]*\.js$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return letThrough;
}
