import { expect, test, type Locator, type Page } from '../support/test';
import { cardNames, productCards, settledCount } from '../support/shop';
import { VIEWPORTS } from '../support/finishing';

// Issue 25: on a phone the comparison was a 1,572 px table in a 327 px frame. The labels now stay
// pinned at the left while the columns scroll inside the table's own box; the page never scrolls
// sideways.

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** The table fits the screen or scrolls in its own box, and its label column stays in view. */
async function expectReadable(page: Page, dialog: Locator, scroller: Locator, label: string) {
  // measured once the dialog has finished opening: during its animation its boxes sit a fraction of
  // a pixel off where they settle (216.84 then 216), which read as a label column that moved
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const viewport = page.viewportSize()!;
  const frame = (await scroller.boundingBox())!;
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width + 1);
  const rowHeader = dialog.getByRole('rowheader', { name: label });
  const before = (await rowHeader.boundingBox())!;
  // scrolled to the far right, the labels are where they were, and a value cell is readable
  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect
    .poll(async () => (await rowHeader.boundingBox())!.x, { message: 'the label column stays pinned' })
    .toBeCloseTo(before.x, 0);
  const cell = dialog
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .getByRole('cell')
    .first();
  const cellBox = (await cell.boundingBox())!;
  expect(cellBox.width).toBeLessThanOrEqual(Math.max(frame.width, 320));
  // the pinned label is not drawn over by the values scrolling under it
  expect(await rowHeader.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await expectNoSidewaysScroll(page);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: the product comparison keeps its labels in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/boutique');
    await settledCount(page);
    const names = (await cardNames(page)).slice(0, 3);
    for (const [index, productName] of names.entries()) {
      await productCards(page)
        .nth(index)
        .getByRole('button', { name: `Comparer : ${productName}` })
        .click();
    }
    const bar = page.getByRole('complementary', { name: 'Comparaison de produits' });
    await bar.getByRole('button', { name: 'Comparer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparaison de produits' });
    await expect(dialog.getByRole('columnheader')).toHaveCount(4);
    await expect(dialog.getByRole('region', { name: 'Comparaison de produits' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectReadable(
      page,
      dialog,
      dialog.getByRole('region', { name: 'Comparaison de produits' }),
      'Prix',
    );
  });

  test(`${name}: the vehicle comparison keeps its labels in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/vehicules-electriques');
    const main = page.getByRole('main');
    const compareButtons = main.getByRole('button', { name: /^Comparer : / });
    for (const index of [0, 1, 2]) await compareButtons.nth(index).click();
    const bar = page.getByRole('complementary', { name: 'Véhicules à comparer' });
    await bar.getByRole('button', { name: 'Comparer (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparaison de véhicules' });
    await expect(dialog.getByRole('columnheader')).toHaveCount(4);
    await expectReadable(
      page,
      dialog,
      dialog.getByRole('region', { name: 'Comparaison de véhicules' }),
      'Prix',
    );
  });
}
