import { expect, test, type Page } from '../support/test';
import { PHONE } from '../support/finishing';

const cards = (page: Page) => page.getByRole('main').getByTestId('vehicle-card');

async function newVehiclePath(page: Page): Promise<string> {
  const response = await page.request.get('/api/vehicules?filters[etat][$eq]=Nouveau&pagination[pageSize]=1');
  const { data } = (await response.json()) as { data: { documentId: string; FullName: string }[] };
  const [vehicle] = data;
  if (!vehicle) throw new Error('no new vehicle');
  return `/vehicule-electrique/${vehicle.documentId}`;
}

// Issue 25: 'Nouveau Nouveau' on new vehicles, the status badge over the model name of the picture.
test('a new vehicle says "Nouveau" once; the card keeps its status off the picture', async ({ page }) => {
  await page.goto(await newVehiclePath(page));
  const main = page.getByRole('main');
  await expect(main.getByText('Nouveau', { exact: true })).toHaveCount(1);

  await page.goto('/vehicules-electriques');
  const card = cards(page).first();
  const picture = await card.locator('img').boundingBox();
  const status = await card.locator('.vehicle-card__status').boundingBox();
  if (!picture || !status) throw new Error('no picture or status');
  expect(status.y).toBeGreaterThanOrEqual(picture.y + picture.height);
});

// Issue 25: the header's 'Mercedes' (?brands=mercedes) added a second box beside 'Mercedes-Benz (4)'.
test('one brand, one box: the header’s "mercedes" is Mercedes-Benz, checked', async ({ page }) => {
  await page.goto('/vehicules-electriques?brands=mercedes');
  const main = page.getByRole('main');
  const boxes = main.getByRole('checkbox', { name: /Mercedes/ });
  await expect(boxes).toHaveCount(1);
  await expect(boxes).toBeChecked();
  await expect(boxes).toHaveAccessibleName(/Mercedes-Benz/);
  await expect(cards(page)).toHaveCount(4);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // Issue 25: the 'Dimensions' tab was cut.
  test('every tab of a vehicle is whole on screen', async ({ page }) => {
    await page.goto(await newVehiclePath(page));
    const tabs = page.getByRole('main').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      if (!box) throw new Error('a tab without a box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByRole('main').getByRole('tab', { name: 'Dimensions' }).click();
    await expect(page.getByRole('main').getByRole('tabpanel', { name: 'Dimensions' })).toBeVisible();
  });
});
