import { expect, type Page } from '@playwright/test';

/**
 * Opens a header dropdown and follows one of its links until the address shows it. The menu's code
 * loads on the first press and its content is placed once measured: under a loaded machine, a click
 * sent in the frame where the content moves lands beside the link (on the overview link, or outside,
 * which closes the menu). The press and the click are then made again, as a user would.
 */
export async function followHeaderMenuLink(page: Page, menuName: string, linkName: string, url: RegExp) {
  const menu = page.getByRole('menu', { name: menuName });
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name: menuName }).click();
    }
    await menu.getByRole('menuitem', { name: linkName, exact: true }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
