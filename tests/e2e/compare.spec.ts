import { expect, test } from '../support/test';
import { cardNames, productCards, settledCount } from '../support/shop';

test('three products are compared side by side and a fourth is refused', async ({ page }) => {
  await page.goto('/boutique');
  await settledCount(page);
  const names = (await cardNames(page)).slice(0, 4);
  expect(names).toHaveLength(4);
  const bar = page.getByRole('complementary', { name: 'Comparaison de produits' });

  for (const [index, name] of names.slice(0, 3).entries()) {
    const compare = productCards(page)
      .nth(index)
      .getByRole('button', { name: `Comparer : ${name}` });
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByText(`${index + 1}/3 produits à comparer`)).toBeVisible();
  }

  const fourth = productCards(page)
    .nth(3)
    .getByRole('button', { name: `Comparer : ${names[3]}` });
  await fourth.click();
  await expect(page.getByText('Vous pouvez comparer au maximum 3 produits')).toBeVisible();
  await expect(fourth).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByText('3/3 produits à comparer')).toBeVisible();

  await bar.getByRole('button', { name: 'Comparer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparaison de produits' });
  const table = dialog.getByRole('table');
  const headerRow = table.getByRole('row').first();
  await expect(headerRow.getByRole('columnheader')).toHaveCount(4);
  for (const name of names.slice(0, 3)) {
    await expect(headerRow.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect(headerRow.getByRole('columnheader', { name: names[3] })).toHaveCount(0);
  // one cell per compared product on every property row
  await expect(table.getByRole('row', { name: /^Prix/ }).getByRole('cell')).toHaveCount(3);
});
