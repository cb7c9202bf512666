import { expect, type Page } from '@playwright/test';

/**
 * Opens a header dropdown and chooses one of its items until the address shows the result. The
 * menu's code loads on the first press and its content is placed once measured: on a loaded machine,
 * a click sent while the menu is still being placed can come to nothing (about one full run in two
 * hit it, never a test alone). The press and the choice are then made again, as a user would.
 */
export async function chooseInHeaderMenu(page: Page, button: string | RegExp, item: string, url: RegExp) {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name: button }).click();
    }
    await menu.getByRole('menuitem', { name: item, exact: true }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
