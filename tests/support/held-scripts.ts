import type { Page } from '@playwright/test';

/**
 * Holds every script but the shell's first one (main.*.js) until the returned function is called:
 * the page as a visitor on a slow phone has it, painted but not yet responding. Open the page with
 * `waitUntil: 'domcontentloaded'`: the first script has then run (a module script runs before that
 * event) and keeps what is done to the page. `firstScriptToo` holds that one as well (the page's
 * inline first lines keep what is done before it arrives).
 */
export async function holdPageScripts(
  page: Page,
  { firstScriptToo = false }: { firstScriptToo?: boolean } = {},
): Promise<() => void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(
    (url) =>
      /\.js$/.test(url.pathname) && (firstScriptToo || !/\/static\/js\/main\.[^/]*\.js$/.test(url.pathname)),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return letThrough;
}
