import { expect, test, type Locator, type Page } from '../support/test';
import { cardIds, resultCount, settledCount } from '../support/shop';

// Issue 25: the connectivity and protection facets listed the catalogue's raw texts (33 of them:
// '2.0.1', 'Aucune' beside 'Aucune (réglage par bouton)'). They list curated values now, each
// counting and matching the products whose text names it.

const CONNECTIVITY = ['Wi-Fi', 'Bluetooth', 'Ethernet', '4G/LTE', 'OCPP', 'RFID', 'ISO 15118', 'Modbus'];

interface RawProduct {
  documentId: string;
  Connectivite: string | null;
  Indicedeprotection: string | null;
}

async function allProducts(page: Page): Promise<RawProduct[]> {
  const response = await page.request.get(
    '/api/produits?pagination[pageSize]=100&fields[0]=Connectivite&fields[1]=Indicedeprotection',
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: RawProduct[] }).data;
}

const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The boxes of a group as 'value (count)'. */
async function boxesOf(group: Locator): Promise<{ value: string; count: number }[]> {
  const texts = await group
    .getByRole('checkbox')
    .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim() ?? ''));
  return texts.map((text) => {
    const match = /^(.+?)\s*\((\d+)\)$/.exec(text);
    if (!match) throw new Error(`a box without its count: '${text}'`);
    return { value: match[1]!, count: Number(match[2]) };
  });
}

async function openSpecifications(page: Page): Promise<Locator> {
  await page.goto('/boutique');
  await settledCount(page);
  const filters = page.getByRole('main').getByRole('region', { name: 'Filtres' });
  await filters.getByRole('button', { name: 'Caractéristiques', exact: true }).click();
  return filters;
}

test('connectivity and protection list curated values, counted as the catalogue has them', async ({
  page,
}) => {
  const filters = await openSpecifications(page);
  const products = await allProducts(page);

  const connectivity = await boxesOf(filters.getByRole('group', { name: 'Connectivité' }));
  expect(connectivity.length).toBeGreaterThanOrEqual(4);
  for (const { value, count } of connectivity) {
    expect(CONNECTIVITY, `'${value}' is not a curated connectivity`).toContain(value);
    expect(count).toBeGreaterThan(0);
  }
  const values = connectivity.map((box) => box.value);
  for (const raw of ['Aucune', 'Sans objet', '2.0.1', 'OCPP 1.6J', 'Wi-Fi, Bluetooth'])
    expect(values).not.toContain(raw);
  // Wi-Fi counts every product whose text names it, whatever the spelling
  const wifi = products.filter((product) => /wi-?fi|wi fi/.test(fold(product.Connectivite))).length;
  expect(connectivity.find((box) => box.value === 'Wi-Fi')?.count).toBe(wifi);

  const protection = await boxesOf(filters.getByRole('group', { name: 'Protection' }));
  expect(protection.length).toBeGreaterThanOrEqual(3);
  for (const { value } of protection) expect(value).toMatch(/^IP\d{2}$/);
  const codes = protection.map((box) => Number(box.value.slice(2)));
  expect(codes).toEqual([...codes].sort((a, b) => a - b));
  // 'IP44 (IP54 connecté)' and 'Extérieur (IP54)' are IP54 products too
  const ip54 = products.filter((product) => fold(product.Indicedeprotection).includes('ip54')).length;
  expect(protection.find((box) => box.value === 'IP54')?.count).toBe(ip54);
  expect(ip54).toBeGreaterThan(products.filter((product) => product.Indicedeprotection === 'IP54').length);
});

for (const { group, value, names } of [
  { group: 'Connectivité', value: 'Ethernet', names: /ethernet|\blan\b|rj45/ },
  { group: 'Protection', value: 'IP54', names: /ip ?54/ },
]) {
  test(`ticking '${value}' lists exactly the products whose ${group.toLowerCase()} names it`, async ({
    page,
  }) => {
    const filters = await openSpecifications(page);
    const boxes = filters.getByRole('group', { name: group });
    const box = boxes.getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });
    const count = Number(
      /\((\d+)\)/.exec((await box.evaluate((input) => input.closest('label')?.textContent)) ?? '')?.[1],
    );
    await box.click();
    await expect(page).toHaveURL(/[?&]spec=/);
    await expect(resultCount(page)).toHaveText(`${count} produit(s)`);
    await settledCount(page);

    const field = group === 'Protection' ? 'Indicedeprotection' : 'Connectivite';
    const byId = new Map((await allProducts(page)).map((product) => [product.documentId, product[field]]));
    const expected = [...byId].filter(([, text]) => names.test(fold(text))).map(([id]) => id);
    expect(expected).toHaveLength(count);
    // the first page of the list: every product shown names the value
    const shown = await cardIds(page);
    expect(shown.length).toBe(Math.min(count, 20));
    for (const id of shown) expect(expected).toContain(id);
  });
}
