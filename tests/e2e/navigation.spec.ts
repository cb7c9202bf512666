import { expect, test, type Page } from '../support/test';

const LIST = '/vehicules-electriques';
const cards = (page: Page) => page.getByRole('main').getByTestId('vehicle-card');
const results = (page: Page) => page.getByRole('heading', { level: 2, name: /véhicule\(s\)$/ });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a card tapped low on the list opens the vehicle at its top, with focus on its heading; Back returns to the same place', async ({
    page,
  }) => {
    await page.goto(LIST);
    const card = cards(page).nth(11);
    const link = card.getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const listPosition = await scrollY(page);
    expect(listPosition, 'the card is far down the list').toBeGreaterThan(1500);

    await link.tap();
    await expect(page).toHaveURL(/\/vehicule-electrique\//);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect.poll(() => scrollY(page), { message: 'the new page opens at its top' }).toBe(0);
    await expect(page.getByTestId('page-announcer')).toHaveText((await heading.textContent()) ?? '');

    await page.goBack();
    await expect(page).toHaveURL(LIST);
    await expect(cards(page)).toHaveCount(20);
    await expect.poll(() => scrollY(page), { message: 'Back returns to the same place' }).toBe(listPosition);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test('a new page of the list shows the list from its top, not the page from its top', async ({ page }) => {
  await page.goto(LIST);
  const pagination = page.getByRole('navigation', { name: 'Pagination des véhicules' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page), 'the second page is there').toBeVisible();
  const listTop = () => results(page).evaluate((node) => Math.round(node.getBoundingClientRect().top));
  await expect.poll(listTop, { message: 'the list is at the top of the window' }).toBeLessThan(200);
  await expect.poll(listTop).toBeGreaterThanOrEqual(0);
  expect(await scrollY(page), 'not the top of the page').toBeGreaterThan(0);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('two filters picked quickly are both ticked at once, and the list is the one for both', async ({
  page,
}) => {
  await page.goto(`${LIST}?categories=suv&brands=tesla`);
  const forBoth = await results(page).textContent();
  await page.goto(LIST);
  const main = page.getByRole('main');
  const suv = main.getByRole('checkbox', { name: 'SUV' });
  const tesla = main.getByRole('checkbox', { name: /^Tesla/ });
  // the list's data is held: the boxes must answer without it
  let letDataThrough = () => {};
  const held = new Promise<void>((resolve) => (letDataThrough = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/vehicules'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await suv.click();
  await tesla.click();
  await expect(suv).toBeChecked();
  await expect(tesla).toBeChecked();
  await expect(main.locator('section[aria-busy="true"]'), 'the list says it is on its way').toBeVisible();

  letDataThrough();
  await expect(page).toHaveURL(/categories=suv/);
  await expect(page).toHaveURL(/brands=tesla/);
  await expect(main.locator('section[aria-busy="true"]')).toHaveCount(0);
  await expect(results(page)).toHaveText(forBoth ?? '');
  await expect(suv).toBeChecked();
  await expect(tesla).toBeChecked();
});
